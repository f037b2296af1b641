import { AppRole, Environment, NodeEnv } from './environment.js';

/** The typed configuration the rest of the store reads; built once from the validated environment. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  role: AppRole;
  runsHttp: boolean;
  runsWorkers: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  keyEncryptionKey: Buffer;
  logLevel: string;
  rateLimitPerMinute: number;
  heartbeatCron: string;
  ssrDev: boolean;
  catalogCache: boolean;
  /** Set only when the provider's URL and client credentials are all configured. */
  catalogProvider: CatalogProviderConfig | null;
  /** When the catalogue is synced from the provider; null when scheduled syncs are off. */
  catalogSyncCron: string | null;
}

/** The external catalogue provider; the secret is sent to the provider's token endpoint and nowhere else. */
export interface CatalogProviderConfig {
  url: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export function toAppConfig(env: Environment): AppConfig {
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    role: env.APP_ROLE,
    runsHttp: env.APP_ROLE !== 'worker',
    runsWorkers: env.APP_ROLE !== 'web',
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    keyEncryptionKey: Buffer.from(env.KEY_ENCRYPTION_KEY, 'hex'),
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    heartbeatCron: env.HEARTBEAT_CRON,
    ssrDev: env.SSR_DEV === 'true',
    catalogCache: env.CATALOG_CACHE === 'true',
    catalogProvider:
      env.CATALOG_PROVIDER_URL && env.CATALOG_PROVIDER_CLIENT_ID && env.CATALOG_PROVIDER_CLIENT_SECRET
        ? {
            url: env.CATALOG_PROVIDER_URL.replace(/\/+$/, ''),
            clientId: env.CATALOG_PROVIDER_CLIENT_ID,
            clientSecret: env.CATALOG_PROVIDER_CLIENT_SECRET,
            timeoutMs: env.CATALOG_PROVIDER_TIMEOUT_MS,
          }
        : null,
    catalogSyncCron: env.CATALOG_SYNC_CRON === 'off' ? null : env.CATALOG_SYNC_CRON,
  };
}
