import type { AdminChatPageView } from '#contracts/chat.contract';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { formatDateTime } from '../orders/history';
import { adminChatHref } from './admin-chat';

interface AdminChatListProps {
  page: AdminChatPageView;
  openId: string | null;
  /** Only the conversations waiting for an answer are listed. */
  unanswered: boolean;
}

/** The inbox's conversations, newest activity first, each a link that opens it; unread ones say so. */
export function AdminChatList({ page, openId, unanswered }: AdminChatListProps) {
  if (page.items.length === 0) {
    return (
      <p className="p-4 text-sm text-muted-foreground">
        {unanswered ? 'Every conversation is answered: none has a message no admin has read.' : 'No conversations yet. They appear here as soon as a shopper writes in the Live Chat.'}
      </p>
    );
  }
  return (
    <nav aria-label="Conversations">
      <ul className="divide-y divide-border">
        {page.items.map((item) => (
          <li key={item.id}>
            <a
              href={adminChatHref({ page: page.page, unanswered, conversation: item.id })}
              keep-scroll-position=""
              aria-current={item.id === openId ? 'page' : undefined}
              className={cn('block px-4 py-3 transition-colors hover:bg-muted/60', item.id === openId && 'bg-muted')}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('truncate', item.unread ? 'font-semibold' : 'font-medium')}>{item.name}</span>
                {item.unread && <Badge tone="purple">Unread</Badge>}
              </span>
              <span className="mt-0.5 block truncate text-xs text-muted-foreground">
                {item.email} · {item.signedIn ? 'customer account' : 'guest'}
              </span>
              <span className="mt-1 block truncate text-sm text-muted-foreground">{item.preview}</span>
              <time dateTime={item.lastMessageAt} className="mt-1 block text-xs text-muted-foreground">
                {formatDateTime(item.lastMessageAt)}
              </time>
            </a>
          </li>
        ))}
      </ul>
      {page.pages > 1 && (
        <div className="flex items-center justify-between gap-2 border-t border-border p-3 text-sm">
          {page.page > 1 ? (
            <a href={adminChatHref({ page: page.page - 1, unanswered, conversation: openId })} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              Newer
            </a>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground">
            Page {page.page} of {page.pages}
          </span>
          {page.page < page.pages ? (
            <a href={adminChatHref({ page: page.page + 1, unanswered, conversation: openId })} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              Older
            </a>
          ) : (
            <span />
          )}
        </div>
      )}
    </nav>
  );
}
