import type { AdminChatConversationView, AdminChatPageView, ChatMessagePageView, ChatMessageView } from '#contracts/chat.contract';
import { ADMIN_CHAT_STREAM_PATH, CHAT_EVENTS } from '#contracts/chat.constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { useApiResource } from '../../lib/useApiResource';
import { type AdminChatQuery, adminChatListApiPath, adminConversationApiPath } from './admin-chat';
import { mergeMessages } from './chat-messages';
import { useEventStream } from './useEventStream';

/**
 * The admin inbox: a page of conversations and the one opened, both kept live by the inbox's event
 * stream (while it is connected the admin counts as online, and shoppers' panels say so).
 */
export function useAdminInbox(query: AdminChatQuery) {
  const list = useApiResource<AdminChatPageView>(adminChatListApiPath(query.page, query.unanswered));
  const { reload } = list;
  const [conversation, setConversation] = useState<AdminChatConversationView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [connected, setConnected] = useState(false);
  const openId = useRef(query.conversation);
  openId.current = query.conversation;

  const markRead = useCallback(async (id: string) => {
    await apiRequest('POST', `${adminConversationApiPath(id)}/read`);
    reload();
  }, [reload]);

  const loadConversation = useCallback(async (id: string) => {
    const result = await apiRequest<AdminChatConversationView>('GET', adminConversationApiPath(id));
    if (openId.current !== id) return;
    if (!result.ok) {
      setConversation(null);
      setProblem(result.error.status === 404 ? 'This conversation does not exist.' : result.error.message);
      return;
    }
    setProblem(null);
    setConversation((current) => (current?.id === id ? { ...result.data, messages: mergeMessages(current.messages, result.data.messages) } : result.data));
    await markRead(id);
  }, [markRead]);

  useEffect(() => {
    setConversation(null);
    setProblem(null);
    if (query.conversation) void loadConversation(query.conversation);
  }, [query.conversation, loadConversation]);

  useEventStream(ADMIN_CHAT_STREAM_PATH, {
    events: {
      [CHAT_EVENTS.message]: (data) => {
        const message = data as ChatMessageView;
        reload();
        if (message.conversationId !== openId.current) return;
        setConversation((current) => (current?.id === message.conversationId ? { ...current, messages: mergeMessages(current.messages, [message]) } : current));
        // A shopper's message in the open thread: marked read, and whether they are still in the chat looked up again.
        if (message.author === 'shopper') void loadConversation(message.conversationId);
      },
    },
    onOpen: () => {
      setConnected(true);
      reload();
      if (openId.current) void loadConversation(openId.current);
    },
    onDown: () => setConnected(false),
    beforeRetry: () => apiRequest('GET', adminChatListApiPath(1, false)),
  });

  /** Answers the shopper; answers a problem, or null. */
  const answer = async (body: string): Promise<string | null> => {
    if (!conversation) return 'Open a conversation first.';
    const result = await apiRequest<ChatMessageView>('POST', `${adminConversationApiPath(conversation.id)}/messages`, { body });
    if (!result.ok) return result.error.message;
    setConversation((current) => (current ? { ...current, messages: mergeMessages(current.messages, [result.data]) } : current));
    reload();
    return null;
  };

  const loadOlder = async () => {
    if (!conversation || loadingOlder) return;
    setLoadingOlder(true);
    const result = await apiRequest<ChatMessagePageView>('GET', `${adminConversationApiPath(conversation.id)}/messages?before=${conversation.messages[0]?.id ?? ''}`);
    setLoadingOlder(false);
    if (result.ok) setConversation((current) => (current ? { ...current, messages: mergeMessages(current.messages, result.data.messages), hasOlder: result.data.hasOlder } : current));
  };

  return { list, conversation, problem, answer, loadOlder, loadingOlder, connected };
}
