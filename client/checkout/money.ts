/**
 * Rand amounts as the payment page prints them: `R 1 352.80`, thousands grouped with spaces and a
 * decimal point, so that the cart, the checkout and the gateway all read the same.
 */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The service fee as a percentage of the subtotal, for its label (`10`, `7.5`). The quote gives the
 * amounts only, the fee rounded half-up to the cent: when the fee is what the store's usual rate
 * gives, that rate; otherwise the ratio to a tenth of a per cent.
 */
export function serviceFeePercent(subtotalCents: number, serviceFeeCents: number, usual = 10): number {
  if (subtotalCents <= 0 || Math.round((subtotalCents * usual) / 100 + 1e-9) === serviceFeeCents) return usual;
  return Math.round((serviceFeeCents * 1000) / subtotalCents) / 10;
}
