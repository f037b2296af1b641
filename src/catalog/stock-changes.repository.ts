import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/queryable.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `catalog_stock_changes`: products whose stock moved what pages show of it (a trigger notes them in
 * the transaction that moved it), waiting for the catalogue to drop its cached pages.
 */
@Injectable()
export class StockChangesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Takes the noted changes of these products: whether there were any. Concurrent takers each get a change once. */
  async take(productIds: string[]): Promise<boolean> {
    const ids = productIds.filter((id) => UUID.test(id));
    if (!ids.length) return false;
    return returnedRows(await this.db.query(`DELETE FROM catalog_stock_changes WHERE product_id = ANY($1::uuid[]) RETURNING product_id`, [ids])).length > 0;
  }
}
