import { Image } from 'lucide-react';
import type { AdminKeyClaimSummaryView } from '../../../src/claims/key-claims.views';
import { adminClaimPath } from './admin-claims';
import { displayMasked } from '../orders/delivery';
import { formatDateTime } from '../orders/history';
import { ClaimStatusBadge } from './ClaimStatusBadge';

/** A page of claims; each row opens the claim. */
export function AdminClaimsTable({ claims, caption }: { claims: AdminKeyClaimSummaryView[]; caption: string }) {
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-y border-border bg-muted/40 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Reported
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Product and key
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Order and customer
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Message
            </th>
            <th scope="col" className="px-5 py-3 font-medium sm:px-6">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {claims.map((claim) => (
            <tr key={claim.id} className="relative align-top transition-colors hover:bg-muted/30">
              <th scope="row" className="px-5 py-3.5 font-normal whitespace-nowrap sm:px-6">
                {/* The link covers the whole row, so that any part of it opens the claim. */}
                <a
                  href={adminClaimPath(claim.id)}
                  className="rounded-sm font-medium text-highlight underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
                >
                  <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt)}</time>
                  <span className="sr-only">: claim on {claim.productName}, order {claim.orderNumber}</span>
                </a>
              </th>
              <td className="px-3 py-3.5">
                <span className="block font-medium">{claim.productName}</span>
                <span className="mt-0.5 block font-mono text-xs tracking-wider text-muted-foreground">{displayMasked(claim.maskedKey)}</span>
              </td>
              <td className="max-w-56 px-3 py-3.5">
                <span className="block font-mono text-xs font-semibold">{claim.orderNumber}</span>
                <span className="mt-0.5 block truncate text-muted-foreground">{claim.customerEmail}</span>
              </td>
              <td className="max-w-72 px-3 py-3.5 text-muted-foreground">
                <span className="line-clamp-2">{claim.messagePreview}</span>
                {claim.hasScreenshot && (
                  <span className="mt-1 inline-flex items-center gap-1 text-xs">
                    <Image className="size-3" aria-hidden="true" />
                    Screenshot
                  </span>
                )}
              </td>
              <td className="px-5 py-3.5 sm:px-6">
                <ClaimStatusBadge status={claim.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
