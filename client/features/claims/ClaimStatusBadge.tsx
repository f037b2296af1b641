import { claimStatusTone } from './admin-claims';
import { claimStatusLabel } from './key-claims';
import { Badge } from '../../ui/Badge';
import type { KeyClaimStatus } from '#contracts/claims.constants';

export function ClaimStatusBadge({ status, className }: { status: KeyClaimStatus; className?: string }) {
  return (
    <Badge tone={claimStatusTone(status)} className={className}>
      {claimStatusLabel(status)}
    </Badge>
  );
}
