import { groupThousands } from '#server/common/money';

/**
 * A whole number with commas between thousands ("12,345"), as en-US prints it. Not through Intl: the
 * first Intl formatter a page creates loads the browser's locale data, about 30 ms of main-thread
 * time on a fast machine (over 100 ms on a mid-range phone), and the catalogue's pages need none.
 */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)), ',')}`;
}
