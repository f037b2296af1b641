/** Jobs of the `orders` queue and their payloads. */
export const ORDER_JOBS = {
  fulfil: 'fulfil',
  expireUnpaid: 'expire-unpaid',
} as const;

export interface FulfilOrderJob {
  orderId: string;
}

/** The same paid order enqueued twice runs once. */
export const fulfilJobId = (orderId: string) => `fulfil:${orderId}`;

export const ORDER_EXPIRY_TASK = 'order-expiry';
