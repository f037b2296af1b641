import { Users } from 'lucide-react';
import type { AccountLinkPageView } from '#contracts/account-links.contract';
import { useApiResource } from '../../lib/useApiResource';
import { Badge } from '../../ui/Badge';
import { LinkCard } from '../../ui/LinkCard';
import { ADMIN_ACCOUNT_LINKS_PATH, OPEN_ACCOUNT_LINKS_API } from './account-links';

/** The admin dashboard's way to the account links, with how many wait for a decision. */
export function AccountLinksCard() {
  const { resource } = useApiResource<AccountLinkPageView>(OPEN_ACCOUNT_LINKS_API);
  const open = resource.state === 'ready' ? resource.data.openCount : 0;
  return (
    <LinkCard
      href={ADMIN_ACCOUNT_LINKS_PATH}
      icon={<Users />}
      title={
        <span className="flex flex-wrap items-center gap-2">
          Account links
          {open > 0 && <Badge tone="yellow">{open} open</Badge>}
        </span>
      }
    >
      Accounts that share a buyer name, phone, address, IP or device: one person with two accounts, or different people.
    </LinkCard>
  );
}
