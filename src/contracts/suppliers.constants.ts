/** Limits of a product's restock settings, shared by the admin's dialog and the server. */
export const MAX_RESTOCK_MIN_STOCK = 10_000;
export const MAX_REORDER_QUANTITY = 1_000;
/** €10,000 for one key: anything above is a typing slip. */
export const MAX_BUY_PRICE_CENTS = 1_000_000;
/** Wholesaler products a search answers at most. */
export const SUPPLIER_PRODUCTS_SHOWN = 50;
export const PURCHASES_PAGE_SIZE = 25;

export const PURCHASE_STATES = ['placing', 'ordered', 'completed', 'attention', 'refused', 'failed'] as const;
export type PurchaseStateName = (typeof PURCHASE_STATES)[number];
