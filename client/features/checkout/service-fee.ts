/**
 * The service fee as a percentage of the subtotal, for its label (`10`, `7.5`). The quote gives the
 * amounts only, the fee rounded half-up to the cent: when the fee is what the store's usual rate
 * gives, that rate; otherwise the ratio to a tenth of a per cent.
 */
export function serviceFeePercent(subtotalCents: number, serviceFeeCents: number, usual = 10): number {
  if (subtotalCents <= 0 || Math.round((subtotalCents * usual) / 100 + 1e-9) === serviceFeeCents) return usual;
  return Math.round((serviceFeeCents * 1000) / subtotalCents) / 10;
}
