import { Ban, UserCheck } from 'lucide-react';
import { useState } from 'react';
import type { AccountLinkView } from '#contracts/account-links.contract';
import { apiRequest } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import { formatDateTime } from '../orders/history';
import { blockLinkedAccountApiPath, decisionLine, dismissLinkApiPath, samePersonReason, sharedLine } from './account-links';

/** A page of account links; an open one is decided here (different people, or block one account) and the list is read again. */
export function AdminAccountLinksTable({ links, caption, onChanged }: { links: AccountLinkView[]; caption: string; onChanged: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const decide = async (link: AccountLinkView, blockUserId: string | null) => {
    if (busy) return;
    setBusy(link.id);
    setProblem(null);
    const result = blockUserId
      ? await apiRequest<AccountLinkView>('POST', blockLinkedAccountApiPath(link.id), { userId: blockUserId, reason: samePersonReason(link, blockUserId) })
      : await apiRequest<AccountLinkView>('POST', dismissLinkApiPath(link.id));
    setBusy(null);
    if (!result.ok) return setProblem(result.error.message || 'The link could not be decided. Please try again.');
    toast({ title: blockUserId ? 'Account blocked' : 'Link dismissed', description: decisionLine(result.data) });
    onChanged();
  };

  const columns: DataTableColumn<AccountLinkView>[] = [
    {
      header: 'Accounts',
      rowHeader: true,
      className: 'font-normal',
      cell: (link) => (
        <ul className="space-y-1">
          {link.accounts.map((account) => (
            <li key={account.userId}>
              <span className="font-medium">{account.email}</span>
              <span className="block text-xs text-muted-foreground">
                {account.paidOrders} paid order{account.paidOrders === 1 ? '' : 's'}
                {account.blockedAt ? ' · blocked' : ''}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Shared',
      className: 'max-w-80',
      cell: (link) => (
        <ul className="space-y-0.5">
          {link.shared.map((signal) => (
            <li key={`${signal.kind}:${signal.label}`} className="break-words">
              {sharedLine(signal)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Seen',
      className: 'whitespace-nowrap',
      cell: (link) => (
        <>
          <span className="block">
            First <time dateTime={link.firstSeenAt}>{formatDateTime(link.firstSeenAt)}</time>
          </span>
          <span className="block text-muted-foreground">
            Last <time dateTime={link.lastSeenAt}>{formatDateTime(link.lastSeenAt)}</time>
          </span>
        </>
      ),
    },
    {
      header: 'Decision',
      cell: (link) =>
        link.status === 'open' ? (
          <div className="flex flex-col items-start gap-2">
            <button
              type="button"
              onClick={() => void decide(link, null)}
              aria-disabled={busy !== null || undefined}
              aria-label={`Different people: dismiss the link of ${link.accounts[0].email} and ${link.accounts[1].email}`}
              className={buttonStyles({ variant: 'outline', size: 'sm' })}
            >
              <UserCheck aria-hidden="true" />
              {busy === link.id ? 'Saving...' : 'Different people — dismiss'}
            </button>
            {link.accounts.map((account) => (
              <button
                key={account.userId}
                type="button"
                onClick={() => void decide(link, account.userId)}
                aria-disabled={busy !== null || undefined}
                aria-label={`Same person: block ${account.email}`}
                className={buttonStyles({ variant: 'outline', size: 'sm' })}
              >
                <Ban aria-hidden="true" />
                Same person — block {account.email}
              </button>
            ))}
          </div>
        ) : (
          <>
            <Badge tone={link.status === 'blocked' ? 'red' : 'grey'}>{decisionLine(link)}</Badge>
            {link.decidedAt && (
              <span className="mt-1 block text-xs text-muted-foreground">
                {link.decidedBy ?? 'An admin'}, <time dateTime={link.decidedAt}>{formatDateTime(link.decidedAt)}</time>
              </span>
            )}
          </>
        ),
    },
  ];

  return (
    <>
      <FormAlert className="mb-4">{problem}</FormAlert>
      <DataTable caption={caption} columns={columns} rows={links} rowKey={(link) => link.id} rowClassName="align-top" minWidth="min-w-[56rem]" density="roomy" />
    </>
  );
}
