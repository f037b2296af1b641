import { Injectable } from '@nestjs/common';
import type { CreditsView } from '#contracts/auth.contract';
import { CreditsRepository } from './credits.repository.js';

const HISTORY_LIMIT = 100;

/** Store credit: the balance and the ledger of one user. */
@Injectable()
export class CreditsService {
  constructor(private readonly ledger: CreditsRepository) {}

  /** The user's balance and their last entries, newest first (keys shown masked, as stored). */
  async credits(userId: string): Promise<CreditsView> {
    const [balanceCents, rows] = await Promise.all([this.ledger.balance(userId), this.ledger.history(userId, HISTORY_LIMIT)]);
    return {
      balanceCents,
      history: rows.map((row) => ({
        id: row.id,
        amountCents: row.amount_cents,
        source: row.source,
        cdKey: row.cd_key,
        orderNumber: row.order_number,
        createdAt: row.created_at.toISOString(),
      })),
    };
  }
}
