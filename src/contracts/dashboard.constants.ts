/** Dashboard values shared with the pages at run time (no decorators: the client bundle imports this file). */

/** The periods the dashboard sums over: today (by hour), the last 7 and the last 30 days (by day), in the store's time (UTC). */
export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** How many products the top-products table shows. */
export const DASHBOARD_TOP_PRODUCTS = 5;

/** The reasons a payment notification is refused, as `keyshop_payment_notifications_total` names them. */
export const PAYMENT_REFUSAL_REASONS = ['bad_signature', 'wrong_merchant', 'untrusted_source', 'not_confirmed', 'malformed'] as const;
export type PaymentRefusalReason = (typeof PAYMENT_REFUSAL_REASONS)[number];
