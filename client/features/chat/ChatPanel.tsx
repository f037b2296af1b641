import { LoaderCircle } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { cn } from '../../lib/cn';
import { FormAlert } from '../../ui/FormAlert';
import { SUPPORT_HOURS, supportHoursLine } from '../info/support-hours';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { StartChatForm } from './StartChatForm';
import { useShopperChat } from './useShopperChat';

const HOURS = SUPPORT_HOURS.map(supportHoursLine).join(', ');
const NAMES = { shopper: 'You', admin: 'Keyshop team' };

/**
 * The shopper's live chat, inside the Live Chat dialog: a guest says who they are with the first
 * message, a signed-in shopper just writes. It says honestly whether someone of the team is online
 * now, and where the answer goes otherwise.
 */
export function ChatPanel() {
  const { user } = usePageContext();
  const { chat, start, send, loadOlder, loadingOlder } = useShopperChat();

  if (chat.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Opening the chat...
      </p>
    );
  }
  if (chat.state === 'failed') return <FormAlert>{`The chat could not be opened: ${chat.message}`}</FormAlert>;

  const email = chat.conversation?.email ?? user?.email;
  return (
    <div className="space-y-4">
      <div role="status" className="flex items-start gap-3 rounded-xl bg-muted/50 p-3.5 text-sm">
        <span className={cn('mt-1.5 inline-flex size-2.5 shrink-0 rounded-full', chat.teamOnline ? 'bg-emerald-500' : 'bg-zinc-400')} aria-hidden="true" />
        <div className="min-w-0 space-y-1 text-pretty">
          {chat.teamOnline ? (
            <p className="font-semibold">Someone from our team is online now and answers here.</p>
          ) : (
            <p className="font-semibold">
              No one from our team is online right now. We will answer by e-mail
              {email ? ` at ${email}` : ' at the address you give'}, or here if you are still in the chat.
            </p>
          )}
          <p className="text-muted-foreground">A person answers live during our support hours ({HOURS}); otherwise we reply by e-mail.</p>
        </div>
      </div>
      {chat.conversation ? (
        <>
          <ChatThread
            messages={chat.messages}
            viewer="shopper"
            names={NAMES}
            hasOlder={chat.hasOlder}
            onLoadOlder={loadOlder}
            loadingOlder={loadingOlder}
            empty="No messages yet. Write the first one below."
            className="max-h-[40dvh] min-h-40"
          />
          <ChatComposer label="Your message" buttonLabel="Send" send={send} />
        </>
      ) : (
        <StartChatForm guest={!user} start={start} />
      )}
    </div>
  );
}
