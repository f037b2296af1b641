/** Plain data for the API and the pages (no decorated classes here: the client imports this file). */

/** What adding a list of keys to a product did; lines are numbered from 1, and no key is ever echoed. */
export interface KeyImportReport {
  productId: string;
  added: number;
  duplicates: { line: number; reason: string }[];
  invalid: { line: number; reason: string }[];
  /** The product's keys available for sale, after the import. */
  stock: number;
}
