/** Stock-alert limits shared with the pages at run time (no decorators: the client bundle imports this file). */

/** The highest low-stock threshold an admin may set. */
export const MAX_LOW_STOCK_THRESHOLD = 10_000;
/** How many products below their threshold the console lists at most. */
export const LOW_STOCK_LIST_LIMIT = 100;
