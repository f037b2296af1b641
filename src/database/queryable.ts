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
