/** Account-link rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/** What two accounts can share: a buyer's name, phone or shipping address on paid orders, or a sign-in's IP or device. */
export type SignalKind = 'name' | 'phone' | 'address' | 'ip' | 'device';
export const SIGNAL_KINDS: readonly SignalKind[] = ['name', 'phone', 'address', 'ip', 'device'];

/** A link is open until an admin decides: dismissed (different people) or blocked (one person, one account suspended). */
export type AccountLinkStatus = 'open' | 'dismissed' | 'blocked';

/** The admin's list: the open links, or the reviewed ones (dismissed or blocked). */
export type AccountLinkFilter = 'open' | 'reviewed';
export const ACCOUNT_LINK_FILTERS: readonly AccountLinkFilter[] = ['open', 'reviewed'];

export const ADMIN_ACCOUNT_LINKS_PAGE_SIZE = 25;

/** The longest reason an admin gives for blocking a linked account, as for any suspension. */
export const BLOCK_REASON_MAX = 500;
