/** The jobs of the `suppliers` queue. */
export const SUPPLIER_JOBS = {
  restock: 'restock-product',
  sweep: 'restock-sweep',
} as const;

export interface RestockJob {
  productId: string;
}

/** One restock check per product at a time: a trigger while one waits is the same job. */
export const restockJobId = (productId: string) => `restock:${productId}`;
export const restockSweepJobId = (tickAt: Date) => `restock-sweep:${tickAt.getTime()}`;

/** Retried with backoff: a retry resumes the purchase the first attempt recorded, it never buys again. */
export const restockJobOptions = (productId: string) => ({
  jobId: restockJobId(productId),
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: true,
});
