import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrderSummaryView } from '../auth/auth.views.js';
import type { OrdersPageServices } from '../ssr/page-services.js';

/** A shopper's orders as the account shows them, and whether an order page has an order to show. */
@Injectable()
export class OrderHistoryService implements OrdersPageServices {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async isOwnedBy(userId: string, orderNumber: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM orders WHERE user_id = $1 AND order_number = $2`, [userId, orderNumber]);
    return rows.length > 0;
  }

  async exists(orderNumber: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM orders WHERE order_number = $1`, [orderNumber])).length > 0;
  }

  /** The user's orders, newest first, with their item counts. */
  summaries(userId: string): Promise<OrderSummaryView[]> {
    return this.db.query(
      `SELECT o.id, o.order_number AS "orderNumber", to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
              o.status, o.total_cents AS "totalCents", coalesce(sum(i.quantity), 0)::int AS "itemCount"
       FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = $1 GROUP BY o.id ORDER BY o.created_at DESC LIMIT 200`,
      [userId],
    );
  }
}
