import type { KeyClaimStatus } from '#contracts/claims.constants';
import { claimStatusTone } from '../../claims/admin-claims';
import { claimStatusLabel } from '../../claims/key-claims';
import { Badge } from '../ui/Badge';

export function ClaimStatusBadge({ status, className }: { status: KeyClaimStatus; className?: string }) {
  return (
    <Badge tone={claimStatusTone(status)} className={className}>
      {claimStatusLabel(status)}
    </Badge>
  );
}
