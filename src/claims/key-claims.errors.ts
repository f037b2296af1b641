import { DomainError } from '../common/errors/domain-error.js';
import { formatUtc, windowClosedMessage } from './claim-window.js';
import type { KeyClaimStatus } from '#contracts/claims.constants';

export class ClaimWindowClosedError extends DomainError {
  constructor(deliveredAt: Date | null, hours: number) {
    super('conflict', 'claim_window_closed', windowClosedMessage(deliveredAt, hours));
  }
}

export class KeyAlreadyReportedError extends DomainError {
  constructor(reportedAt: Date) {
    super('conflict', 'claim_already_open', `You reported this key on ${formatUtc(reportedAt)} and we are looking into it: there is no need to report it again.`);
  }
}

export class KeyAlreadySettledError extends DomainError {
  constructor(status: KeyClaimStatus) {
    super(
      'conflict',
      'key_claim_settled',
      status === 'credited'
        ? 'This key was already refunded as store credit, so it cannot be reported again.'
        : 'This key was already replaced, so it cannot be reported again: report the new key if it does not work either.',
    );
  }
}

export class ScreenshotRefusedError extends DomainError {
  constructor(code: string, message: string) {
    super('bad_request', code, message);
  }
}

export class KeyClaimNotFoundError extends DomainError {
  constructor(id: string) {
    super('not_found', 'claim_not_found', `No claim ${id}.`);
  }
}

const OUTCOME: Record<Exclude<KeyClaimStatus, 'open'>, string> = { replaced: 'replaced', credited: 'refunded as store credit', rejected: 'rejected' };

export class KeyClaimResolvedError extends DomainError {
  constructor(status: KeyClaimStatus, resolvedAt: Date | null) {
    const outcome = status === 'open' ? 'resolved' : OUTCOME[status];
    super('conflict', 'claim_already_resolved', `This claim was already ${outcome}${resolvedAt ? ` on ${formatUtc(resolvedAt)}` : ''}: nothing was changed.`);
  }
}

export class NoReplacementInStockError extends DomainError {
  constructor(productName: string) {
    super('conflict', 'no_replacement_in_stock', `No key of ${productName} is in stock to replace it. Add keys to the product, or refund the key as store credit.`);
  }
}

export class NothingToCreditError extends DomainError {
  constructor(productName: string) {
    super('conflict', 'nothing_to_credit', `The customer paid nothing for this ${productName} key, so there is no credit to give: replace it, or reject the claim.`);
  }
}

export class ClaimedKeyUnavailableError extends DomainError {
  constructor() {
    super('conflict', 'claimed_key_unavailable', 'The reported key is no longer delivered to this order, so it cannot be replaced or refunded: reject the claim with a reason.');
  }
}

export class RejectReasonMisplacedError extends DomainError {
  constructor() {
    super('bad_request', 'reason_only_for_reject', 'A reason goes with a rejection only: leave reason out to replace or credit the key.');
  }
}
