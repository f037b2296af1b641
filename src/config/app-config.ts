import { RedisConnection, toRedisConnection } from './redis-config.js';
import { adminEmailsOf, AppRole, Environment, NodeEnv, PAYFAST_SANDBOX_CREDENTIALS, PayfastMode } from './environment.js';

/** The typed configuration the rest of the store reads; built once from the validated environment. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  role: AppRole;
  runsHttp: boolean;
  runsWorkers: boolean;
  port: number;
  /**
   * Who may scrape /metrics: `token` only with that bearer token, `open` anyone (outside production
   * without METRICS_TOKEN, where HTTP listens on this machine only), `off` nobody (production without it).
   */
  metrics: { token: string } | 'open' | 'off';
  /** Set when OTEL_EXPORTER_OTLP_ENDPOINT is: traces are sent there under this service name. */
  tracing?: { serviceName: string };
  /** The interface HTTP listens on: HOST, else 0.0.0.0 in production and 127.0.0.1 elsewhere. */
  host: string;
  publicUrl: string;
  /** Where passkeys are made and used: the page origin the browser reports, and its host as the relying party id. */
  passkeys: { origin: string; rpId: string; rpName: string };
  /** After SIGTERM, how long a web process keeps serving while readiness says 503, before it stops taking connections. */
  shutdownDrainMs: number;
  databaseUrl: string;
  /** Connections each process keeps; about twice the database's cores serves best, more only queue inside Postgres. */
  databasePoolSize: number;
  redis: RedisConnection;
  /** The first part of every Bull key: `bull`, or a hash-tagged one such as `{keyshop}` on a Redis Cluster. */
  queuePrefix: string;
  jwtSecret: string;
  /** The current master key: wraps every new data key (see src/keys/master-keys.ts). */
  keyEncryptionKey: Buffer;
  /** Old master keys, for unwrapping only, while a rotation runs. */
  previousKeyEncryptionKeys: Buffer[];
  logLevel: string;
  rateLimitPerMinute: number;
  /** What one request may hold, and how many of its problems a refusal lists. */
  input: InputLimits;
  heartbeatCron: string;
  ssrDev: boolean;
  /** Swagger UI at /api/docs and the OpenAPI JSON: API_DOCS, else on everywhere but production. */
  apiDocs: boolean;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  /** Which proxies' `X-Forwarded-*` headers to believe: none, all, the nearest N hops, or these addresses. */
  trustProxy: boolean | number | string[];
  catalogCache: boolean;
  zarPerEur: number;
  serviceFeePercent: number;
  /** How long an unpaid order holds its keys before it is cancelled. */
  orderPaymentTimeoutMinutes: number;
  orderExpiryCron: string;
  reservations: ReservationLimits;
  /** How long after its delivery a key may be reported as not working (the refund policy's 48 hours). */
  claimWindowHours: number;
  /** When workers mail the owner the low-stock alerts that have not been mailed yet. */
  stockAlertCron: string;
  /** When workers deliver the pre-orders whose release day has come. */
  preOrderReleaseCron: string;
  /** Set only when the provider's URL and client credentials are all configured. */
  catalogProvider: CatalogProviderConfig | null;
  /** Set only when the wholesaler's URL, client credentials and daily spend cap are all configured: restocking is off otherwise. */
  wholesaler: WholesalerConfig | null;
  /** When the catalogue is synced from the provider; null when scheduled syncs are off. */
  catalogSyncCron: string | null;
  gameImports: GameImportsConfig;
  fraud: FraudConfig;
  /** How long a worker holds a running job before another may take it over (a worker that died). */
  queueLockMs: number;
  auth: AuthConfig;
  payfast: PayfastConfig;
  mail: MailConfig;
  seller: SellerIdentity;
  retention: RetentionConfig;
}

/** What the daily cleanup deletes, and how old a row must be first; the audit log, orders, payments, keys and credits are never deleted. */
export interface RetentionConfig {
  /** When the cleanup runs; null when it is off. */
  cron: string | null;
  /** Days an ended session or an expired reset link is kept past its end. */
  graceDays: number;
  /** Days a sent mail is kept after it was sent; pending and failed mails are kept. */
  sentMailDays: number;
  /** Days the heartbeat's rows in scheduled_runs are kept. */
  scheduledRunDays: number;
  /** Days finished import and catalogue sync runs are kept (the newest of each trigger always is). */
  jobRunDays: number;
  contactDays: number;
  /** Days a live chat conversation is kept after its last message. */
  chatIdleDays: number;
  /** Rows one DELETE statement removes at most, so none holds many locks for long. */
  batchSize: number;
}

/** What one request may hold, and how much of its problems a refusal lists. */
export interface InputLimits {
  /** Array items and object fields one body, query or parameter may hold, at every depth together. */
  maxValues: number;
  /** Problems listed before "and N more". */
  detailsListed: number;
  /** Characters of one problem before it is cut (a problem may name a field the request made up). */
  detailMaxLength: number;
}

/** Who sells: the company named in the footer, on the legal pages and at the foot of every mail. */
export interface SellerIdentity {
  name: string;
  address: string;
  registrationNumber: string;
  vatNumber: string;
  /** The same address as MailConfig.supportEmail. */
  supportEmail: string;
}

/** Outgoing mail: SMTP when configured; otherwise the outbox table is the mailbox. */
export interface MailConfig {
  /** The SMTP server, credentials included: never logged. Null keeps every mail in the outbox. */
  smtpUrl: string | null;
  from: string;
  /** Where the owner's order notifications and contact-form messages go. */
  storeOwnerEmail: string;
  /** The address shoppers are told to write to, shown on the information pages. */
  supportEmail: string;
  /** The first retry of a failed send waits this long; each next one twice as long (8 attempts in all). */
  retryDelayMs: number;
  /**
   * How long a sender holds a mail it is sending; past it, with no result recorded, another sender
   * may send the mail again. Longer than any SMTP exchange can last.
   */
  sendLeaseMs: number;
  /** When workers look for pending mails that have no send job (one that Redis lost, or never got). */
  sweepCron: string;
}

/** The payment gateway: PayFast's live or sandbox host, or the built-in sandbox gateway on this server. */
export interface PayfastConfig {
  mode: PayfastMode;
  /** Base URL of the gateway, without a trailing slash: the browser posts to `${host}/eng/process`. */
  host: string;
  merchantId: string;
  merchantKey: string;
  /** Signs checkout forms and notifications; never logged, never sent anywhere but into an MD5. */
  passphrase: string;
  /** Whether notifications must come from an address PayFast's hostnames resolve to. */
  verifySourceIp: boolean;
  /** How long one server-to-server call (validation, or the built-in gateway's notification) may take. */
  timeoutMs: number;
}

/** Sessions and accounts. */
export interface AuthConfig {
  accessTokenTtlSeconds: number;
  /** How long a session lives without being refreshed; every refresh extends it. */
  refreshTokenTtlSeconds: number;
  /** How long after its rotation a refresh token may still be exchanged (concurrent requests), before reuse ends the session. */
  refreshTokenReuseSeconds: number;
  /** How long a mailed sign-in code (and its link) can be used. */
  signInCodeTtlSeconds: number;
  /** How recently a session must have proved its second factor for a step-up action (revealing a key, spending much credit). */
  stepUpMaxAgeSeconds: number;
  /** Store credit (euro cents) one checkout may spend without a recent second factor. */
  stepUpCreditAboveCents: number;
  /** Accounts one client address may create in an hour. */
  signUpsPerIpPerHour: number;
  /** How long an e-mail verification link (sign-up or a new address) can be followed. */
  emailVerificationTtlSeconds: number;
  /** Lower-cased e-mail addresses whose accounts are administrators. */
  adminEmails: string[];
  /** The development administrator's password (the seeder creates no account in production). */
  seedAdminPassword: string;
}

/** The external catalogue provider; the secret is sent to the provider's token endpoint and nowhere else. */
export interface CatalogProviderConfig {
  url: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** The key wholesaler the worker restocks from; the secret goes to its token endpoint and nowhere else. */
export interface WholesalerConfig {
  url: string;
  clientId: string;
  clientSecret: string;
  /** What all purchases of one day (UTC) may cost together. */
  dailySpendCapCents: number;
  timeoutMs: number;
}

/** How many keys one order, and unpaid orders together, may hold: stock is not hoarded without paying. */
export interface ReservationLimits {
  /** Keys of one product in one order, however many lines name it. */
  maxQuantityPerProduct: number;
  /** Keys that one account's orders awaiting payment may hold at once. */
  unpaidKeysPerAccount: number;
  /** Keys that orders awaiting payment placed from one client address may hold at once. */
  unpaidKeysPerIp: number;
}

/** Checkout velocity limits, the review of risky orders, and how long a paid order waits for stock before it may be refunded. */
export interface FraudConfig {
  /** A customer's first order above this (euro cents, before store credit) is held for review. */
  reviewFirstOrderCents: number;
  /** Orders one account, and one client address, may place in an hour. */
  checkoutsPerAccountPerHour: number;
  checkoutsPerIpPerHour: number;
  /** Orders other accounts placed under a card-holder name in a day from which a new order under it is held for review. */
  reviewOrdersPerNamePerDay: number;
  /** A buyer name, phone, shipping address, IP or device held by more accounts than this is too common to link them by: an office, a family, test data. */
  linkCommonValueAccounts: number;
  /** Account links one account may have; past it, new links of that account are not made. */
  linksPerAccount: number;
  failedPaymentsPerDay: number;
  awaitingStockRefundAfterHours: number;
}

/** The public game databases admins import from. RAWG is read only when a key is configured. */
export interface GameImportsConfig {
  freeToGameUrl: string;
  rawgUrl: string;
  rawgApiKey: string | null;
  /** RAWG requests allowed per calendar month; an import stops before going over. */
  rawgRequestLimit: number;
  rawgPagesPerImport: number;
  timeoutMs: number;
  /** The first wait before a retry; it doubles with each attempt. */
  retryDelayMs: number;
  /** FreeToGame asks for at most 4 requests a second. */
  freeToGameIntervalMs: number;
  /** How often workers look whether the admin's import schedule is due. */
  scheduleCheckCron: string;
}

export function toAppConfig(env: Environment): AppConfig {
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    role: env.APP_ROLE,
    runsHttp: env.APP_ROLE !== 'worker',
    runsWorkers: env.APP_ROLE !== 'web',
    port: env.PORT,
    metrics: env.METRICS_TOKEN ? { token: env.METRICS_TOKEN } : env.NODE_ENV === 'production' ? 'off' : 'open',
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: env.OTEL_SERVICE_NAME || `keyshop-${env.APP_ROLE}` } : undefined,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: publicUrlOf(env),
    passkeys: passkeysOf(env),
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redis: toRedisConnection(env),
    queuePrefix: env.QUEUE_PREFIX,
    jwtSecret: env.JWT_SECRET,
    keyEncryptionKey: Buffer.from(env.KEY_ENCRYPTION_KEY, 'hex'),
    previousKeyEncryptionKeys: previousMasterKeys(env.KEY_ENCRYPTION_KEYS_PREVIOUS),
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    input: { maxValues: env.INPUT_MAX_VALUES, detailsListed: env.ERROR_DETAILS_LISTED, detailMaxLength: env.ERROR_DETAIL_MAX_LENGTH },
    heartbeatCron: env.HEARTBEAT_CRON,
    ssrDev: env.SSR_DEV === 'true',
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    catalogCache: env.CATALOG_CACHE === 'true',
    zarPerEur: env.ZAR_PER_EUR,
    serviceFeePercent: env.SERVICE_FEE_PERCENT,
    orderPaymentTimeoutMinutes: env.ORDER_PAYMENT_TIMEOUT,
    orderExpiryCron: env.ORDER_EXPIRY_CRON,
    reservations: {
      maxQuantityPerProduct: env.MAX_QUANTITY_PER_PRODUCT,
      unpaidKeysPerAccount: env.UNPAID_KEYS_LIMIT_PER_ACCOUNT,
      unpaidKeysPerIp: env.UNPAID_KEYS_LIMIT_PER_IP,
    },
    claimWindowHours: env.CLAIM_WINDOW_HOURS,
    stockAlertCron: env.STOCK_ALERT_CRON,
    preOrderReleaseCron: env.PRE_ORDER_RELEASE_CRON,
    catalogProvider:
      env.CATALOG_PROVIDER_URL && env.CATALOG_PROVIDER_CLIENT_ID && env.CATALOG_PROVIDER_CLIENT_SECRET
        ? {
            url: env.CATALOG_PROVIDER_URL.replace(/\/+$/, ''),
            clientId: env.CATALOG_PROVIDER_CLIENT_ID,
            clientSecret: env.CATALOG_PROVIDER_CLIENT_SECRET,
            timeoutMs: env.CATALOG_PROVIDER_TIMEOUT_MS,
          }
        : null,
    wholesaler:
      env.WHOLESALER_URL && env.WHOLESALER_CLIENT_ID && env.WHOLESALER_CLIENT_SECRET && env.WHOLESALER_DAILY_SPEND_CAP_CENTS
        ? {
            url: env.WHOLESALER_URL.replace(/\/+$/, ''),
            clientId: env.WHOLESALER_CLIENT_ID,
            clientSecret: env.WHOLESALER_CLIENT_SECRET,
            dailySpendCapCents: env.WHOLESALER_DAILY_SPEND_CAP_CENTS,
            timeoutMs: env.WHOLESALER_TIMEOUT_MS,
          }
        : null,
    catalogSyncCron: env.CATALOG_SYNC_CRON === 'off' ? null : env.CATALOG_SYNC_CRON,
    retention: {
      cron: env.RETENTION_CRON === 'off' ? null : env.RETENTION_CRON,
      graceDays: env.RETENTION_GRACE_DAYS,
      sentMailDays: env.RETENTION_SENT_MAIL_DAYS,
      scheduledRunDays: env.RETENTION_SCHEDULED_RUN_DAYS,
      jobRunDays: env.RETENTION_JOB_RUN_DAYS,
      contactDays: env.RETENTION_CONTACT_DAYS,
      chatIdleDays: env.RETENTION_CHAT_IDLE_DAYS,
      batchSize: env.RETENTION_BATCH_SIZE,
    },
    queueLockMs: env.QUEUE_LOCK_MS,
    fraud: {
      reviewFirstOrderCents: env.FRAUD_REVIEW_FIRST_ORDER_CENTS,
      checkoutsPerAccountPerHour: env.CHECKOUT_LIMIT_PER_ACCOUNT,
      checkoutsPerIpPerHour: env.CHECKOUT_LIMIT_PER_IP,
      reviewOrdersPerNamePerDay: env.FRAUD_REVIEW_ORDERS_PER_NAME,
      linkCommonValueAccounts: env.FRAUD_LINK_COMMON_VALUE_ACCOUNTS,
      linksPerAccount: env.FRAUD_LINKS_PER_ACCOUNT,
      failedPaymentsPerDay: env.FAILED_PAYMENT_LIMIT,
      awaitingStockRefundAfterHours: env.AWAITING_STOCK_REFUND_AFTER_HOURS,
    },
    gameImports: {
      freeToGameUrl: env.FREETOGAME_URL.replace(/\/+$/, ''),
      rawgUrl: env.RAWG_URL.replace(/\/+$/, ''),
      rawgApiKey: env.RAWG_API_KEY || null,
      rawgRequestLimit: env.RAWG_REQUEST_LIMIT,
      rawgPagesPerImport: env.RAWG_PAGES_PER_IMPORT,
      timeoutMs: env.IMPORT_TIMEOUT_MS,
      retryDelayMs: env.IMPORT_RETRY_DELAY_MS,
      freeToGameIntervalMs: env.FREETOGAME_REQUEST_INTERVAL_MS,
      scheduleCheckCron: env.IMPORT_SCHEDULE_CHECK_CRON,
    },
    auth: {
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
      refreshTokenReuseSeconds: env.REFRESH_TOKEN_REUSE_INTERVAL,
      signInCodeTtlSeconds: env.SIGN_IN_CODE_TTL,
      stepUpMaxAgeSeconds: env.STEP_UP_MAX_AGE,
      stepUpCreditAboveCents: env.STEP_UP_CREDIT_ABOVE_CENTS,
      signUpsPerIpPerHour: env.SIGN_UP_LIMIT_PER_IP,
      emailVerificationTtlSeconds: env.EMAIL_VERIFICATION_TTL_HOURS * 3600,
      adminEmails: adminEmailsOf(env.ADMIN_EMAILS),
      seedAdminPassword: env.SEED_ADMIN_PASSWORD,
    },
    payfast: toPayfastConfig(env),
    seller: {
      name: env.SELLER_NAME.trim(),
      address: env.SELLER_ADDRESS.trim(),
      registrationNumber: env.SELLER_REGISTRATION_NUMBER.trim(),
      vatNumber: env.SELLER_VAT_NUMBER.trim(),
      supportEmail: env.SUPPORT_EMAIL.toLowerCase(),
    },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.SMTP_FROM,
      storeOwnerEmail: env.STORE_OWNER_EMAIL.toLowerCase(),
      supportEmail: env.SUPPORT_EMAIL.toLowerCase(),
      retryDelayMs: env.MAIL_RETRY_DELAY_MS,
      sendLeaseMs: env.MAIL_SEND_LEASE_MS,
      sweepCron: env.MAIL_SWEEP_CRON,
    },
  };
}

function trustProxyOf(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',');
}

function publicUrlOf(env: Environment): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

function passkeysOf(env: Environment): AppConfig['passkeys'] {
  const origin = new URL(env.PASSKEY_ORIGIN ?? publicUrlOf(env)).origin;
  return { origin, rpId: new URL(origin).hostname, rpName: 'Keyshop' };
}

const PAYFAST_HOSTS: Record<Exclude<PayfastMode, 'builtin'>, string> = {
  sandbox: 'https://sandbox.payfast.co.za',
  live: 'https://www.payfast.co.za',
};

function toPayfastConfig(env: Environment): PayfastConfig {
  const defaultHost = env.PAYFAST_MODE === 'builtin' ? `${publicUrlOf(env)}/sandbox-gateway` : PAYFAST_HOSTS[env.PAYFAST_MODE];
  // Live mode refuses to boot without its own credentials, so the sandbox ones only ever fill builtin and sandbox.
  const sandbox = PAYFAST_SANDBOX_CREDENTIALS;
  return {
    mode: env.PAYFAST_MODE,
    host: (env.PAYFAST_HOST ?? defaultHost).replace(/\/+$/, ''),
    merchantId: env.PAYFAST_MERCHANT_ID ?? sandbox.PAYFAST_MERCHANT_ID,
    merchantKey: env.PAYFAST_MERCHANT_KEY ?? sandbox.PAYFAST_MERCHANT_KEY,
    passphrase: env.PAYFAST_PASSPHRASE ?? sandbox.PAYFAST_PASSPHRASE,
    verifySourceIp: env.PAYFAST_VERIFY_SOURCE_IP ? env.PAYFAST_VERIFY_SOURCE_IP === 'true' : env.PAYFAST_MODE === 'live',
    timeoutMs: env.PAYFAST_TIMEOUT_MS,
  };
}

/** KEY_ENCRYPTION_KEYS_PREVIOUS as keys: comma-separated hex, empty for none. */
export function previousMasterKeys(value: string): Buffer[] {
  return value ? value.split(',').map((hex) => Buffer.from(hex, 'hex')) : [];
}
