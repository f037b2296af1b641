import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ChatMessageView } from '#contracts/chat.contract';
import { logErrorEvents } from '../redis/error-events.js';
import { REDIS } from '../redis/redis.module.js';

/** What goes over the chat channel: a new message, or whether someone of the team is online now. */
export type ChatLiveEvent = { type: 'message'; message: ChatMessageView } | { type: 'presence'; teamOnline: boolean };

type Listener = (event: ChatLiveEvent) => void;

const CHANNEL = 'chat:events';

/**
 * Live delivery across web processes: every event is published on one Redis channel, and each
 * process hands what its dedicated subscriber connection receives to the streams open on it, so a
 * message posted to one process reaches a panel or an inbox connected to another.
 */
@Injectable()
export class ChatLive implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ChatLive.name);
  private subscriber: Redis | null = null;
  private readonly byConversation = new Map<string, Set<Listener>>();
  private readonly admins = new Set<Listener>();
  private readonly shoppers = new Set<Listener>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onModuleInit(): void {
    // A subscribed connection can run nothing else; unlike the shared one it waits while Redis is away
    // (the boot does not) and subscribes again when it is back.
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    logErrorEvents(this.subscriber, 'Chat subscriber', this.logger);
    this.subscriber.on('message', (_channel: string, text: string) => this.deliver(text));
    this.subscriber.subscribe(CHANNEL).catch((error: Error) => this.logger.warn(`Chat channel not subscribed: ${error.message}`));
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  /** Sends an event to every process's listeners. Never throws: a message missed live is still in the history. */
  async publish(event: ChatLiveEvent): Promise<void> {
    try {
      await this.redis.publish(CHANNEL, JSON.stringify(event));
    } catch (error) {
      this.logger.warn(`Chat event not published: ${(error as Error).message}`);
    }
  }

  /** A shopper's panel: the conversation's messages and the team's presence. Answers how to stop listening. */
  listenAsShopper(conversationId: string, listener: Listener): () => void {
    const listeners = this.byConversation.get(conversationId) ?? new Set<Listener>();
    listeners.add(listener);
    this.byConversation.set(conversationId, listeners);
    this.shoppers.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byConversation.delete(conversationId);
      this.shoppers.delete(listener);
    };
  }

  /** The admin inbox: every conversation's messages. */
  listenAsAdmin(listener: Listener): () => void {
    this.admins.add(listener);
    return () => this.admins.delete(listener);
  }

  private deliver(text: string): void {
    let event: ChatLiveEvent;
    try {
      event = JSON.parse(text) as ChatLiveEvent;
    } catch {
      return;
    }
    const listeners = event.type === 'message' ? [...(this.byConversation.get(event.message.conversationId) ?? []), ...this.admins] : [...this.shoppers];
    for (const listener of listeners) listener(event);
  }
}
