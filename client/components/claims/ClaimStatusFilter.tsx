import type { KeyClaimStatus } from '../../../src/claims/key-claims.views';
import { adminClaimsHref, KEY_CLAIM_STATUSES } from '../../claims/admin-claims';
import { claimStatusLabel } from '../../claims/key-claims';
import { cn } from '../../lib/cn';

/** All, or one status: links, so that the filter lives in the URL. */
export function ClaimStatusFilter({ current }: { current: KeyClaimStatus | null }) {
  const options: { value: KeyClaimStatus | null; label: string }[] = [{ value: null, label: 'All' }, ...KEY_CLAIM_STATUSES.map((value) => ({ value, label: claimStatusLabel(value) }))];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-1.5 rounded-xl bg-muted/60 p-1">
        {options.map(({ value, label }) => (
          <li key={label}>
            <a
              href={adminClaimsHref({ status: value, page: 1 })}
              aria-current={value === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                value === current && 'bg-card text-foreground shadow-sm ring-1 ring-border',
              )}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
