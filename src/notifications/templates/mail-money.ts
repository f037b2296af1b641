import { formatDecimal } from '../../common/money.js';

/** Euro cents for people: 1234 → '€12.34'. */
export function formatEur(cents: number): string {
  return `€${formatDecimal(cents)}`;
}

/** Rand cents for people: 135280 → 'R 1 352.80'. */
export function formatZar(cents: number): string {
  const [whole, fraction] = formatDecimal(cents).split('.');
  return `R ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
}
