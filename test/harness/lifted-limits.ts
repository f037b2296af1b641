/**
 * What every test app runs with: the abuse limits lifted, since tests sign up, check out and sign in
 * many times from one machine, and each test plays the proxy (X-Forwarded-For) to act from an
 * address of its own. A test of a limit sets that limit itself.
 */
export const LIFTED_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  SIGN_UP_LIMIT_PER_IP: '100000',
  CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
  CHECKOUT_LIMIT_PER_IP: '100000',
  FRAUD_REVIEW_ORDERS_PER_NAME: '100000',
  FAILED_PAYMENT_LIMIT: '100000',
  UNPAID_KEYS_LIMIT_PER_ACCOUNT: '100000',
  UNPAID_KEYS_LIMIT_PER_IP: '100000',
  TRUST_PROXY: 'true',
} as const;
