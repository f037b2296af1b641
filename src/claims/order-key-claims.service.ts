import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { claimWindowEnd } from './claim-window.js';
import { KeyClaimsRepository, type OrderKeyClaimRow } from './key-claims.repository.js';
import type { ClaimedKeyView, KeyClaimFields, KeyClaimView } from '#contracts/claims.contract';

/** The claims of one order, for its view: the claim fields of each delivered key, and the keys claims took out of use. */
export interface OrderClaims {
  /** The fields for a delivered key of the order (a key not known here gets no window and no claim). */
  fieldsOf(keyId: string): KeyClaimFields;
  claimedKeys: ClaimedKeyView[];
}

/** A claim row as its customer sees it. */
export function toKeyClaimView(row: Pick<OrderKeyClaimRow, 'claim_status' | 'created_at' | 'resolved_at' | 'replacement_key_id' | 'credit_cents' | 'reject_reason'> & { claim_id: string }): KeyClaimView {
  const status = row.claim_status ?? 'open';
  return {
    id: row.claim_id,
    status,
    createdAt: (row.created_at as Date).toISOString(),
    resolution:
      status === 'replaced'
        ? { action: 'replace', replacementKeyId: row.replacement_key_id as string }
        : status === 'credited'
          ? { action: 'credit', creditCents: row.credit_cents as number }
          : status === 'rejected'
            ? { action: 'reject', reason: row.reject_reason as string }
            : null,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}

/**
 * What the order views show of claims: for each delivered key, when it was delivered, until when it
 * may be reported (CLAIM_WINDOW_HOURS) and its latest claim; and the keys replaced or refunded through
 * a claim, masked, with the outcome.
 */
@Injectable()
export class OrderKeyClaims {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly claims: KeyClaimsRepository,
  ) {}

  async ofOrder(orderId: string): Promise<OrderClaims> {
    const rows = await this.claims.ofOrder(orderId);
    const fields = new Map<string, KeyClaimFields>();
    const claimedKeys: ClaimedKeyView[] = [];
    for (const row of rows) {
      const claim = row.claim_id ? toKeyClaimView({ ...row, claim_id: row.claim_id }) : null;
      if (row.key_status === 'burned') {
        if (claim && row.masked_key) {
          claimedKeys.push({ id: row.key_id, productId: row.product_id, productName: row.product_name, platform: row.platform, masked: row.masked_key, deliveredAt: row.delivered_at?.toISOString() ?? null, claim });
        }
        continue;
      }
      fields.set(row.key_id, {
        deliveredAt: row.delivered_at?.toISOString() ?? null,
        claimWindowEndsAt: row.delivered_at ? claimWindowEnd(row.delivered_at, this.config.claimWindowHours).toISOString() : null,
        claim,
      });
    }
    return { fieldsOf: (keyId) => fields.get(keyId) ?? { deliveredAt: null, claimWindowEndsAt: null, claim: null }, claimedKeys };
  }
}
