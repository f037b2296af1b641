import { LoaderCircle, MessagesSquare } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { adminChatHref, parseAdminChatQuery } from '../../../features/chat/admin-chat';
import { StatusFilterLinks } from '../../../features/admin/StatusFilterLinks';
import { AdminChatConversation } from '../../../features/chat/AdminChatConversation';
import { AdminChatList } from '../../../features/chat/AdminChatList';
import { useAdminInbox } from '../../../features/chat/useAdminInbox';
import { cn } from '../../../lib/cn';
import { FormAlert } from '../../../ui/FormAlert';

export default function Page() {
  const { urlParsed } = usePageContext();
  const query = parseAdminChatQuery(urlParsed.search);
  const { list, conversation, problem, answer, loadOlder, loadingOlder, connected } = useAdminInbox(query);

  return (
    <AdminPageFrame
      width="max-w-7xl"
      icon={MessagesSquare}
      title="Live chat"
      description="Shoppers' conversations, newest first. While this page is open you count as online: shoppers see that someone answers live."
      action={
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <span className={cn('inline-flex size-2.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-zinc-400')} aria-hidden="true" />
          {connected ? 'You are online' : 'Connecting...'}
        </p>
      }
    >
      <div className="mt-8">
        <StatusFilterLinks
          statuses={['unanswered'] as const}
          current={query.unanswered ? 'unanswered' : null}
          labelOf={() => 'Waiting for an answer'}
          hrefOf={(filter) => adminChatHref({ page: 1, unanswered: filter === 'unanswered', conversation: query.conversation })}
        />
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {list.resource.state === 'ready' ? (
            <AdminChatList page={list.resource.data} openId={query.conversation} unanswered={query.unanswered} />
          ) : list.resource.state === 'failed' ? (
            <div className="p-4">
              <FormAlert>{`The conversations could not be loaded: ${list.resource.message}`}</FormAlert>
            </div>
          ) : (
            <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Loading conversations...
            </p>
          )}
        </div>
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
          {conversation ? (
            <AdminChatConversation conversation={conversation} answer={answer} loadOlder={loadOlder} loadingOlder={loadingOlder} />
          ) : problem ? (
            <FormAlert>{problem}</FormAlert>
          ) : (
            <p className="text-sm text-muted-foreground">{query.conversation ? 'Opening the conversation...' : 'Choose a conversation to read it and answer.'}</p>
          )}
        </div>
      </div>
    </AdminPageFrame>
  );
}
