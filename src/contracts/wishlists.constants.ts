/** Wishlist and alert limits shared with the pages at run time (no decorators: the client bundle imports this file). */

/** The most games one wishlist holds, in the account and in a signed-out browser alike. */
export const MAX_WISHLIST_ITEMS = 200;
/** The most "notify me" requests one account has waiting at once. */
export const MAX_RESTOCK_REQUESTS = 100;
/** The most alert mails (back in stock, price drops) one address gets in a day; past it, the day's further events are dropped. */
export const MAX_ALERT_MAILS_PER_DAY = 20;
/** localStorage key of a signed-out shopper's wishlist: product ids, newest last. */
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** The path of the page an unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
