/**
 * Whatever can run a query: the DataSource, or the EntityManager of an open transaction. Repository
 * methods that may take part in a caller's transaction accept one.
 */
export interface Queryable {
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T>;
}

/** The rows of an UPDATE or DELETE … RETURNING: TypeORM answers those with `[rows, affected count]`. */
export function returnedRows<T>(result: [T[], number]): T[] {
  return result[0];
}

/** How many rows an UPDATE or DELETE changed: TypeORM answers those with `[rows, affected count]`. */
export function affectedCount(result: [unknown[], number]): number {
  return result[1];
}

/**
 * Runs a DELETE of at most `batchSize` rows again until one deletes fewer: each statement locks few
 * rows for a short time, so the cleanup never holds up the store. Answers the rows deleted in all.
 */
export async function deleteInBatches(batchSize: number, deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
