import type { ChatMessageView } from '#contracts/chat.contract';
import type { ChatAuthor } from '#contracts/chat.constants';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { buttonStyles } from '../../ui/button-styles';
import { messageTime } from './chat-messages';

interface ChatThreadProps {
  messages: ChatMessageView[];
  /** Whose side the reader is on: their own messages sit on the right. */
  viewer: ChatAuthor;
  /** How each side is named to the reader. */
  names: Record<ChatAuthor, string>;
  hasOlder: boolean;
  onLoadOlder: () => void;
  loadingOlder: boolean;
  empty: string;
  className?: string;
}

/**
 * A conversation's messages, oldest first, in a log region that screen readers announce as messages
 * arrive; it scrolls to the newest one unless the reader has scrolled up to read older ones.
 */
export function ChatThread({ messages, viewer, names, hasOlder, onLoadOlder, loadingOlder, empty, className }: ChatThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  const pinnedToBottom = useRef(true);

  useEffect(() => {
    const element = scroller.current;
    if (element && pinnedToBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={scroller}
      tabIndex={0}
      aria-label="Conversation"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinnedToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
      }}
      className={cn('overflow-y-auto rounded-xl border border-border bg-muted/30 p-3', className)}
    >
      {hasOlder && (
        <div className="mb-3 text-center">
          <button type="button" onClick={onLoadOlder} aria-disabled={loadingOlder || undefined} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
            {loadingOlder ? 'Loading older messages...' : 'Show older messages'}
          </button>
        </div>
      )}
      {messages.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>}
      <div role="log" aria-label="Messages">
        <ol className="space-y-3">
          {messages.map((message) => {
            const own = message.author === viewer;
            return (
              <li key={message.id} className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap break-words',
                    own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-card text-foreground ring-1 ring-border',
                  )}
                >
                  <span className="sr-only">{names[message.author]}: </span>
                  {message.body}
                </div>
                <span className="mt-1 px-1 text-xs text-muted-foreground" aria-hidden="true">
                  {names[message.author]} · {messageTime(message.createdAt)}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
