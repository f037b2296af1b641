import type { ChatMessageView } from '#contracts/chat.contract';

/** Messages in the order they were written, each once: a live event may bring a message a reload already has. */
export function mergeMessages(current: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** When a message was written, as the thread shows it: '14:05 UTC' today, '3 Dec, 14:05 UTC' before. */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return `${sameDay ? '' : `${dayFormat.format(date)}, `}${timeFormat.format(date)} UTC`;
}
