import { Users } from 'lucide-react';
import type { AccountLinkPageView } from '#contracts/account-links.contract';
import { AdminAccountLinksTable } from '../../../features/account-links/AdminAccountLinksTable';
import { ACCOUNT_LINK_FILTERS, accountLinksApiPath, accountLinksHref, filterLabel, parseAccountLinksQuery, type AccountLinksQuery } from '../../../features/account-links/account-links';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { filterOptionClass } from '../../../ui/filter-option-styles';
import { ToastProvider } from '../../../ui/Toaster';

export default function Page() {
  const { query, resource, reload } = useAdminListResource<AccountLinksQuery, AccountLinkPageView>(parseAccountLinksQuery, accountLinksApiPath);
  const which = `${filterLabel(query.status)} links`;

  return (
    <ToastProvider>
      <AdminPageFrame
        width="max-w-7xl"
        icon={Users}
        title="Account links"
        description="The terms allow one account per person. Accounts that paid under the same name, phone or shipping address, or signed in from the same IP or device, are linked here, the latest first. Decide whether they are different people, or one person: then block the second account."
      >
        <AdminListSection
          resource={resource}
          reload={reload}
          id="account-links"
          title={which}
          what="the account links"
          loadingLabel="Loading account links"
          filter={
            <nav aria-label="Filter by status">
              <ul className="flex flex-wrap gap-1.5 rounded-xl bg-muted/60 p-1">
                {ACCOUNT_LINK_FILTERS.map((status) => (
                  <li key={status}>
                    <a href={accountLinksHref({ status, page: 1 })} aria-current={status === query.status ? 'page' : undefined} className={filterOptionClass(status === query.status)}>
                      {filterLabel(status)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          }
          count={({ openCount }) => `${openCount} open`}
          empty={{
            title: `No ${query.status} links`,
            text: query.status === 'open' ? 'Accounts are linked when a paid order or a sign-in shares a name, phone, address, IP or device with another account.' : 'Links you decide on are listed here.',
          }}
          table={({ items, page }, pages) => <AdminAccountLinksTable links={items} caption={`${which}, latest seen first, page ${page} of ${pages}`} onChanged={reload} />}
          hrefFor={(page) => accountLinksHref({ status: query.status, page })}
        />
      </AdminPageFrame>
    </ToastProvider>
  );
}
