import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { Redis } from 'ioredis';
import type { AppConfig, CatalogProviderConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QUEUES } from '../../queue/queues.js';
import { REDIS } from '../../redis/redis.module.js';
import { parseJson } from '../../common/outbound-http.js';
import { CATALOG_JOBS, type ProviderTokenRefreshJob, tokenRefreshJobId } from './catalog.jobs.js';
import { sendToProvider } from './provider-http.js';
import { CatalogProviderNotConfiguredError, ProviderApiError, ProviderAuthError } from './provider.errors.js';

export interface ProviderToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The spec's rule: a token is renewed 60 seconds before it expires. */
export const EARLY_REFRESH_MS = 60_000;
/** When the provider does not say how long its token lives. */
const DEFAULT_LIFETIME_S = 300;
const LOCK_MS = 15_000;
const WAIT_FOR_PEER_MS = 5_000;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Reads the standard `{ access_token, expires_in }` answer, or the `{ value, expiresIn }` wrapper some providers send. */
export function parseTokenResponse(body: unknown, now: number): ProviderToken | null {
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  const accessToken = fields.access_token ?? fields.value;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  const expiresIn = fields.expires_in ?? fields.expiresIn;
  const seconds =
    typeof expiresIn === 'number' && Number.isFinite(expiresIn)
      ? expiresIn
      : typeof expiresIn === 'string' && /^\d+$/.test(expiresIn)
        ? Number(expiresIn)
        : DEFAULT_LIFETIME_S;
  return { accessToken, expiresAt: now + Math.max(seconds, 0) * 1000 };
}

/** True while the token has more than a minute left; a token closer to its expiry counts as expired. */
export function isFresh(token: ProviderToken, now = Date.now()): boolean {
  return token.expiresAt - now > EARLY_REFRESH_MS;
}

/**
 * The provider's OAuth client-credentials token, kept in Redis for as long as it lives so every
 * replica uses the same one. One caller renews it at a time: in this process by sharing the
 * request in flight, across replicas by a short Redis lock whose losers wait for the winner's token.
 */
@Injectable()
export class ProviderTokenService {
  private readonly logger = new Logger(ProviderTokenService.name);
  private renewing?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue(QUEUES.catalog) private readonly queue: Queue<ProviderTokenRefreshJob>,
  ) {}

  /** A token with more than a minute to live, from Redis when there is one. */
  async accessToken(): Promise<string> {
    const shared = await this.read();
    return shared && isFresh(shared) ? shared.accessToken : this.renew(shared?.accessToken);
  }

  /** After the provider answered 401 to `rejected`: a newer token another caller already got, or a new one. */
  async replace(rejected: string): Promise<string> {
    const shared = await this.read();
    if (shared && shared.accessToken !== rejected && isFresh(shared)) return shared.accessToken;
    return this.renew(rejected);
  }

  /** The scheduled tick: queues the job that runs `refreshIfExpiring`, one per tick whichever replica's timer fired. */
  async queueRefresh(tickAt: Date): Promise<void> {
    await this.queue.add(
      CATALOG_JOBS.refreshToken,
      { tickAt: tickAt.toISOString() },
      { jobId: tokenRefreshJobId(tickAt), attempts: 1, removeOnComplete: true, removeOnFail: 100 },
    );
  }

  /** The scheduled refresh: renews the shared token when it is within a minute of expiry. True when it did. */
  async refreshIfExpiring(): Promise<boolean> {
    const shared = await this.read();
    if (!shared || isFresh(shared)) return false;
    await this.renew(shared.accessToken);
    return true;
  }

  private renew(stale: string | undefined): Promise<string> {
    this.renewing ??= this.renewOnce(stale).finally(() => (this.renewing = undefined));
    return this.renewing;
  }

  private async renewOnce(stale: string | undefined): Promise<string> {
    const lock = await this.lock();
    if (!lock) {
      const fromPeer = await this.waitForPeer(stale);
      if (fromPeer) return fromPeer;
    }
    try {
      const token = await this.requestToken();
      await this.write(token);
      return token.accessToken;
    } finally {
      if (lock) await this.redis.eval(RELEASE, 1, this.lockKey, lock).catch(() => undefined);
    }
  }

  /** POST /oauth/token with the client credentials as form fields; the secret goes nowhere else. */
  private async requestToken(): Promise<ProviderToken> {
    const provider = this.provider;
    const response = await sendToProvider(
      {
        method: 'POST',
        url: `${provider.url}/oauth/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
        }).toString(),
      },
      provider.timeoutMs,
    );
    if ([400, 401, 403].includes(response.status)) throw new ProviderAuthError();
    if (!response.ok) throw new ProviderApiError(response.status);
    const token = parseTokenResponse(parseJson(response.text), Date.now());
    if (!token) throw new ProviderAuthError();
    return token;
  }

  private async read(): Promise<ProviderToken | null> {
    try {
      const stored = await this.redis.get(this.tokenKey);
      return stored ? (JSON.parse(stored) as ProviderToken) : null;
    } catch (error) {
      this.logger.warn(`Could not read the shared provider token: ${(error as Error).message}`);
      return null;
    }
  }

  private async write(token: ProviderToken): Promise<void> {
    const lifetime = token.expiresAt - Date.now();
    if (lifetime <= 0) return;
    await this.redis.set(this.tokenKey, JSON.stringify(token), 'PX', lifetime).catch((error: Error) => {
      this.logger.warn(`Could not share the provider token: ${error.message}`);
    });
  }

  /** The lock's value when this caller holds it; null when another replica is renewing. */
  private async lock(): Promise<string | null> {
    const value = randomUUID();
    try {
      return (await this.redis.set(this.lockKey, value, 'PX', LOCK_MS, 'NX')) === 'OK' ? value : null;
    } catch {
      return value; // Without Redis there is nobody to coordinate with.
    }
  }

  private async waitForPeer(stale: string | undefined): Promise<string | null> {
    const deadline = Date.now() + WAIT_FOR_PEER_MS;
    while (Date.now() < deadline) {
      await sleep(100);
      const shared = await this.read();
      if (shared && shared.accessToken !== stale && shared.expiresAt > Date.now()) return shared.accessToken;
    }
    return null;
  }

  private get provider(): CatalogProviderConfig {
    if (!this.config.catalogProvider) throw new CatalogProviderNotConfiguredError();
    return this.config.catalogProvider;
  }

  /** Keyed by provider and client, so a change of either never reuses the other's token. */
  private get tokenKey(): string {
    const { url, clientId } = this.provider;
    return `catalog-provider:token:${createHash('sha256').update(`${url}\n${clientId}`).digest('hex').slice(0, 16)}`;
  }

  private get lockKey(): string {
    return `${this.tokenKey}:lock`;
  }
}
