import type { AdminChatConversationView } from '#contracts/chat.contract';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';

interface AdminChatConversationProps {
  conversation: AdminChatConversationView;
  answer: (body: string) => Promise<string | null>;
  loadOlder: () => void;
  loadingOlder: boolean;
}

/** One conversation in the inbox: who wrote, whether they are in the chat now (else the answer goes by e-mail), the thread and the answer box. */
export function AdminChatConversation({ conversation, answer, loadOlder, loadingOlder }: AdminChatConversationProps) {
  return (
    <section aria-labelledby="conversation-heading" className="space-y-4">
      <div>
        <h2 id="conversation-heading" className="text-lg font-semibold tracking-tight">
          {conversation.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {conversation.email} · {conversation.signedIn ? 'customer account' : 'guest'}
        </p>
        <p role="status" className="mt-2 text-sm">
          {conversation.shopperOnline
            ? 'The shopper has the chat open: your answer appears there at once.'
            : `The shopper is not in the chat: your answer also goes by e-mail to ${conversation.email} (at most one mail per 30 minutes).`}
        </p>
      </div>
      <ChatThread
        messages={conversation.messages}
        viewer="admin"
        names={{ shopper: conversation.name, admin: 'Team' }}
        hasOlder={conversation.hasOlder}
        onLoadOlder={loadOlder}
        loadingOlder={loadingOlder}
        empty="No messages yet."
        className="max-h-[55dvh] min-h-60"
      />
      <ChatComposer label="Your answer" buttonLabel="Send answer" send={answer} />
    </section>
  );
}
