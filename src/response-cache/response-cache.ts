import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { catalogChangedChannel } from '../catalog/catalog-events.js';
import { EventBus } from '../events/event-bus.js';
import { REDIS } from '../redis/redis.module.js';

export interface CachedResponse {
  statusCode: number;
  /** The route that answered, as Fastify names it (`/api/products`, `/*` for pages). */
  route: string;
  /** Every header but those of one reply alone (request id, length, date). */
  headers: Record<string, string>;
  /** Encoded once, so that a replay copies bytes instead of encoding text again. */
  body: Buffer;
  /** The body compressed once per encoding a client asked for. */
  encoded: Map<string, Buffer>;
}

const MAX_ENTRIES = 1000;
/** Bodies kept at most, in bytes; their compressed copies add a fraction. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const TTL_MS = 30_000;

/**
 * Answers for anonymous visitors, kept in memory for a few seconds: the same URL renders the same page
 * or catalogue JSON for everyone who is not signed in. Any catalogue change, announced on Redis,
 * empties it; while that announcement channel is down nothing is cached, so nothing stale is served.
 * A change made by this process empties it at once, before the change's request is answered.
 */
@Injectable()
export class ResponseCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ResponseCache.name);
  private readonly entries = new Map<string, { response: CachedResponse; expiresAt: number }>();
  private bodyBytes = 0;
  private subscriber?: Redis;
  private listening = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly events: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    // Told by the catalogue's refresh once it has dropped the shared copies, so nothing refills this from a stale entry.
    this.events.on('catalog.changed', () => this.clear());
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
    this.subscriber = subscriber;
    subscriber.on('message', () => this.clear());
    subscriber.on('ready', () => {
      this.clear();
      this.listening = true;
    });
    subscriber.on('close', () => {
      this.listening = false;
      this.clear();
    });
    subscriber.on('error', () => undefined);
    await subscriber.subscribe(catalogChangedChannel(subscriber)).catch((error: Error) => this.logger.warn(`Response cache off: ${error.message}`));
  }

  get(url: string): CachedResponse | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.delete(url);
      return undefined;
    }
    return entry.response;
  }

  set(url: string, response: CachedResponse): void {
    if (!this.listening || response.statusCode !== 200 || response.body.length > MAX_BODY_BYTES) return;
    this.delete(url);
    // The oldest entries make room: a crawler of endless query strings cannot grow the cache.
    while (this.entries.size >= MAX_ENTRIES || this.bodyBytes + response.body.length > MAX_BODY_BYTES) {
      this.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(url, { response, expiresAt: Date.now() + TTL_MS });
    this.bodyBytes += response.body.length;
  }

  private delete(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bodyBytes -= entry.response.body.length;
  }

  private clear(): void {
    this.entries.clear();
    this.bodyBytes = 0;
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }
}
