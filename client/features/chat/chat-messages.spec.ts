import { describe, expect, it } from '@jest/globals';
import type { ChatMessageView } from '#contracts/chat.contract';
import { mergeMessages, messageTime } from './chat-messages';
import { validateStartChat } from './chat-form';

const message = (id: string, body = `message ${id}`): ChatMessageView => ({ id, conversationId: 'c', author: 'shopper', body, createdAt: '2026-11-25T10:00:00.000Z' });

describe('chat messages', () => {
  it('merges live and loaded messages once each, in the order they were written', () => {
    const merged = mergeMessages([message('9'), message('10')], [message('10', 'again'), message('2'), message('11')]);
    expect(merged.map((m) => [m.id, m.body])).toEqual([
      ['2', 'message 2'],
      ['9', 'message 9'],
      ['10', 'again'],
      ['11', 'message 11'],
    ]);
  });

  it('names the day only when it is not today', () => {
    expect(messageTime('2026-11-25T14:05:00Z', new Date('2026-11-25T20:00:00Z'))).toBe('14:05 UTC');
    expect(messageTime('2026-11-24T14:05:00Z', new Date('2026-11-25T20:00:00Z'))).toBe('24 Nov, 14:05 UTC');
  });

  it('asks a guest for a name and an address, a signed-in shopper for the message only', () => {
    expect(validateStartChat({ name: ' ', email: 'nope', message: '' }, true)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid e-mail address',
      message: 'Please write a message',
    });
    expect(validateStartChat({ name: '', email: '', message: 'x'.repeat(2001) }, false)).toEqual({ message: 'A message can be at most 2,000 characters' });
    expect(validateStartChat({ name: '', email: '', message: 'Hello' }, false)).toEqual({});
  });
});
