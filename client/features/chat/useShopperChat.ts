import type { ChatConversationView, ChatMessagePageView, ChatMessageView, ChatSentView, ChatSessionView } from '#contracts/chat.contract';
import { CHAT_API_PATH, CHAT_EVENTS, CHAT_STREAM_PATH } from '#contracts/chat.constants';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { mergeMessages } from './chat-messages';
import { useEventStream } from './useEventStream';

export type ShopperChat =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      conversation: Omit<ChatConversationView, 'messages'> | null;
      messages: ChatMessageView[];
      hasOlder: boolean;
      teamOnline: boolean;
    };

/**
 * The shopper's chat while the panel is open: the conversation read from the store, kept live by its
 * event stream (new messages, the team's presence), and the actions of the panel.
 */
export function useShopperChat() {
  const [chat, setChat] = useState<ShopperChat>({ state: 'loading' });
  const [loadingOlder, setLoadingOlder] = useState(false);

  const apply = useCallback((session: ChatSessionView) => {
    setChat((current) => {
      const { messages = [], ...conversation } = session.conversation ?? {};
      const known = current.state === 'ready' ? current.messages : [];
      return {
        state: 'ready',
        conversation: session.conversation ? (conversation as Omit<ChatConversationView, 'messages'>) : null,
        messages: mergeMessages(known, messages),
        hasOlder: current.state === 'ready' && known.length > messages.length ? current.hasOlder : (session.conversation?.hasOlder ?? false),
        teamOnline: session.teamOnline,
      };
    });
  }, []);

  const refresh = useCallback(async () => {
    const result = await apiRequest<ChatSessionView>('GET', CHAT_API_PATH);
    if (result.ok) apply(result.data);
    else setChat((current) => (current.state === 'ready' ? current : { state: 'failed', message: result.error.message }));
  }, [apply]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const conversationId = chat.state === 'ready' ? chat.conversation?.id : undefined;
  useEventStream(conversationId ? CHAT_STREAM_PATH : null, {
    events: {
      [CHAT_EVENTS.message]: (data) => setChat((current) => (current.state === 'ready' ? { ...current, messages: mergeMessages(current.messages, [data as ChatMessageView]) } : current)),
      [CHAT_EVENTS.presence]: (data) => setChat((current) => (current.state === 'ready' ? { ...current, teamOnline: (data as { teamOnline: boolean }).teamOnline } : current)),
    },
    onOpen: () => void refresh(),
    beforeRetry: refresh,
  });

  /** Starts the conversation (a guest with a name and address), then sends its first message. Answers a problem, or null. */
  const start = async (details: { name?: string; email?: string }, message: string): Promise<string | null> => {
    const started = await apiRequest<ChatSessionView>('POST', CHAT_API_PATH, details);
    if (!started.ok) return started.error.message;
    apply(started.data);
    return send(message);
  };

  /** Sends a message; it shows at once, and reaches the team live or by e-mail. Answers a problem, or null. */
  const send = async (body: string): Promise<string | null> => {
    const result = await apiRequest<ChatSentView>('POST', `${CHAT_API_PATH}/messages`, { body });
    if (!result.ok) return result.error.message;
    const { message, teamOnline } = result.data;
    setChat((current) => (current.state === 'ready' ? { ...current, teamOnline, messages: mergeMessages(current.messages, [message]) } : current));
    return null;
  };

  const loadOlder = async () => {
    if (chat.state !== 'ready' || loadingOlder) return;
    setLoadingOlder(true);
    const oldest = chat.messages[0]?.id;
    const result = await apiRequest<ChatMessagePageView>('GET', `${CHAT_API_PATH}/messages${oldest ? `?before=${oldest}` : ''}`);
    setLoadingOlder(false);
    if (result.ok) setChat((current) => (current.state === 'ready' ? { ...current, messages: mergeMessages(current.messages, result.data.messages), hasOlder: result.data.hasOlder } : current));
  };

  return { chat, start, send, loadOlder, loadingOlder };
}
