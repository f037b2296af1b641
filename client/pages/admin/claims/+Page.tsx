import { ShieldAlert } from 'lucide-react';
import { adminClaimsApiPath, adminClaimsHref, KEY_CLAIM_STATUSES, parseAdminClaimsQuery, type AdminClaimsQuery } from '../../../features/claims/admin-claims';
import { claimStatusLabel } from '../../../features/claims/key-claims';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { StatusFilterLinks } from '../../../features/admin/StatusFilterLinks';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { AdminClaimsTable } from '../../../features/claims/AdminClaimsTable';
import type { AdminKeyClaimPageView } from '#contracts/claims.contract';

export default function Page() {
  const { query, ...list } = useAdminListResource<AdminClaimsQuery, AdminKeyClaimPageView>(parseAdminClaimsQuery, adminClaimsApiPath);
  const which = query.status ? `${claimStatusLabel(query.status)} claims` : 'All claims';

  return (
    <AdminPageFrame
      width="max-w-6xl"
      icon={ShieldAlert}
      title="Key claims"
      description="Keys customers report as not working, open ones first. Replace the key, refund it as store credit, or reject the claim."
    >
      <AdminListSection
        {...list}
        id="claims"
        title={which}
        what="the claims"
        loadingLabel="Loading claims"
        filter={<StatusFilterLinks statuses={KEY_CLAIM_STATUSES} current={query.status} labelOf={claimStatusLabel} hrefOf={(status) => adminClaimsHref({ status, page: 1 })} />}
        count={({ openCount }) => `${openCount} open`}
        empty={{ title: `No claims ${query.status ? 'with this status' : 'yet'}`, text: 'Customers report a key from their order page within 48 hours of its delivery.' }}
        table={({ items, page }, pages) => <AdminClaimsTable claims={items} caption={`${which}, open first then newest, page ${page} of ${pages}`} />}
        hrefFor={(page) => adminClaimsHref({ status: query.status, page })}
      />
    </AdminPageFrame>
  );
}
