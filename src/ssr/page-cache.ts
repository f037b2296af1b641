import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CATALOG_CHANGED_CHANNEL } from '../catalog/catalog-events.js';
import { REDIS } from '../redis/redis.module.js';

export interface CachedPage {
  statusCode: number;
  headers: [string, string][];
  body: string;
}

const MAX_PAGES = 500;
const TTL_MS = 30_000;

/**
 * Rendered pages for anonymous visitors, kept in memory for a few seconds: the same URL renders the
 * same HTML for everyone who is not signed in. Any catalogue change, announced on Redis, empties it;
 * while that announcement channel is down nothing is cached, so nothing stale is ever served.
 */
@Injectable()
export class PageCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PageCache.name);
  private readonly pages = new Map<string, { page: CachedPage; expiresAt: number }>();
  private subscriber?: Redis;
  private listening = false;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, lazyConnect: true });
    this.subscriber = subscriber;
    subscriber.on('message', () => this.pages.clear());
    subscriber.on('ready', () => {
      this.pages.clear();
      this.listening = true;
    });
    subscriber.on('close', () => {
      this.listening = false;
      this.pages.clear();
    });
    subscriber.on('error', () => undefined);
    await subscriber.subscribe(CATALOG_CHANGED_CHANNEL).catch((error: Error) => this.logger.warn(`Page cache off: ${error.message}`));
  }

  get(url: string): CachedPage | undefined {
    if (!this.listening) return undefined;
    const entry = this.pages.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.pages.delete(url);
      return undefined;
    }
    return entry.page;
  }

  set(url: string, page: CachedPage): void {
    if (!this.listening || page.statusCode !== 200) return;
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(url, { page, expiresAt: Date.now() + TTL_MS });
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }
}
