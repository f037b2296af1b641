/**
 * Money is integer cents everywhere; these are the only places that round, convert or format it.
 * Plain functions without imports: the pages (client/) use them too, so that the server, the mails and
 * the browser print every amount the same way.
 */

/** Rounds half away from zero to a whole number of cents (values here are never negative). */
export function roundHalfUp(value: number): number {
  // Products of binary fractions land a hair below a half (1.005 * 100 = 100.49999999999999,
  // 50 * 40.73 = 2036.4999999999998); at 15 significant digits, all a double holds for sure, it is a half again.
  return Math.sign(value) * Math.round(Number(Math.abs(value).toPrecision(15)));
}

/** The service fee on a subtotal: `percent` per cent, half-up to the cent. */
export function serviceFeeCents(subtotalCents: number, percent = 10): number {
  return roundHalfUp((subtotalCents * percent) / 100);
}

/** A euro amount in rand cents at `zarPerEur`, half-up to the cent. */
export function toZarCents(eurCents: number, zarPerEur: number): number {
  return roundHalfUp(eurCents * zarPerEur);
}

/** Cents as a decimal string with two places and a dot, as payment gateways want it: 12345 → '123.45'. */
export function formatDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Euro cents as people read them, on pages, in mails and in messages: 123456 → '€1,234.56'. */
export function formatEur(cents: number): string {
  return withGroupedThousands(cents, '€', ',');
}

/** Rand cents as South Africa writes them and the payment page prints them: 135280 → 'R 1 352.80'. */
export function formatZar(cents: number): string {
  return withGroupedThousands(cents, 'R ', ' ');
}

function withGroupedThousands(cents: number, currency: string, separator: string): string {
  const rounded = Math.round(cents);
  const [whole, fraction] = formatDecimal(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${currency}${groupThousands(whole, separator)}.${fraction}`;
}

/** A string of digits with `separator` between thousands: '1234567' → '1,234,567'. */
export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** '123.45' → 12345; null for anything that is not a two-place decimal amount. */
export function parseDecimal(text: string): number | null {
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}
