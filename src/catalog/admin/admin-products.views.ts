// The shapes live in src/contracts, shared with the pages; this module's code imports them from here.
export { AdminProductPageView, AdminProductView } from '#contracts/catalog.contract';
export { ADMIN_PRODUCTS_PAGE_SIZE, MAX_PRICE_CENTS, type AdminProductChange } from '#contracts/catalog.constants';
