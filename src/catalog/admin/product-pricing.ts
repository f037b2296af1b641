import { roundHalfUp } from '../../common/money.js';

/** A product's three price columns; `originalPriceCents` is the list price, set only while a discount shows. */
export interface ProductPrices {
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number;
}

/** What an admin changes: the price shoppers pay, the discount, or both. */
export interface PriceChange {
  priceCents?: number;
  discountPercent?: number;
}

/** A 100% discount leaves nothing to pay, so it comes with a price of 0 or with no price at all. */
export function isPriceChangePossible(change: PriceChange): boolean {
  return !(change.discountPercent === 100 && change.priceCents !== undefined && change.priceCents !== 0);
}

/**
 * The prices after an admin's change. `priceCents` is always what shoppers pay and the discount is
 * always off the list price (`originalPriceCents`, or the price itself when there is none):
 *
 * - discount alone: the list price stays and the price follows it (25% off €60.00 is €45.00; 0% ends the sale);
 * - price alone: the list price stays while it is still above the new price, and the discount is
 *   recomputed from the two; a price at or above the list price ends the sale;
 * - both: the price is the discounted one and the list price is recovered from it, as the
 *   catalogue sync does (€45.00 at 25% off lists at €60.00).
 *
 * A discount that rounds away to nothing is no discount, so the database's
 * `original_price_cents >= price_cents` always holds. Check `isPriceChangePossible` first.
 */
export function repriceProduct(current: ProductPrices, change: PriceChange): ProductPrices {
  const listPrice = current.originalPriceCents ?? current.priceCents;
  const { priceCents, discountPercent } = change;
  if (priceCents === undefined && discountPercent === undefined) return { ...current };

  if (priceCents === undefined) {
    return discounted(listPrice, roundHalfUp((listPrice * (100 - (discountPercent as number))) / 100), discountPercent as number);
  }
  if (discountPercent === undefined) {
    if (current.originalPriceCents === null || current.originalPriceCents <= priceCents) return noDiscount(priceCents);
    const percent = roundHalfUp(((listPrice - priceCents) * 100) / listPrice);
    return discounted(listPrice, priceCents, priceCents > 0 ? Math.min(percent, 99) : 100);
  }
  if (discountPercent === 100) return discounted(listPrice, 0, 100);
  return discounted(roundHalfUp((priceCents * 100) / (100 - discountPercent)), priceCents, discountPercent);
}

function discounted(listPrice: number, priceCents: number, discountPercent: number): ProductPrices {
  if (discountPercent === 0 || listPrice <= priceCents) return noDiscount(priceCents);
  return { priceCents, originalPriceCents: listPrice, discountPercent };
}

function noDiscount(priceCents: number): ProductPrices {
  return { priceCents, originalPriceCents: null, discountPercent: 0 };
}
