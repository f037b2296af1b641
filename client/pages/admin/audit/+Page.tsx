import { ScrollText } from 'lucide-react';
import { auditApiPath, auditHref, parseAuditPage } from '../../../features/audit/audit';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { AuditLogTable } from '../../../features/audit/AuditLogTable';
import type { AuditPageView } from '#contracts/audit.contract';

export default function Page() {
  const { query: page, ...list } = useAdminListResource<number, AuditPageView>(parseAuditPage, auditApiPath);

  return (
    <AdminPageFrame width="max-w-6xl" icon={ScrollText} title="Audit log" description="Every change an administrator made, newest first. Keys and codes are never recorded.">
      <AdminListSection
        {...list}
        id="audit"
        title="Admin actions"
        what="the audit log"
        loadingLabel="Loading the audit log"
        count={({ total }) => `${total} ${total === 1 ? 'entry' : 'entries'}`}
        empty={{
          title: `Nothing recorded ${page > 1 ? 'on this page' : 'yet'}`,
          text: 'Product edits, key imports, redeem codes, order completions, syncs and imports appear here.',
        }}
        table={(data, pages) => <AuditLogTable entries={data.items} caption={`Admin actions, newest first, page ${data.page} of ${pages}`} />}
        hrefFor={auditHref}
      />
    </AdminPageFrame>
  );
}
