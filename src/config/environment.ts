import { plainToInstance, Transform } from 'class-transformer';
import { isEmail, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { validateCronExpression } from 'cron';

export const APP_ROLES = ['web', 'worker', 'all'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const PAYFAST_MODES = ['builtin', 'sandbox', 'live'] as const;

/** The highest MAX_QUANTITY_PER_PRODUCT; a cart line asking for more is malformed rather than over the limit. */
export const QUANTITY_PER_PRODUCT_CEILING = 1_000;
export type PayfastMode = (typeof PAYFAST_MODES)[number];

/** PayFast's public sandbox merchant (integration docs), the default outside live mode. */
export const PAYFAST_SANDBOX_CREDENTIALS = {
  PAYFAST_MERCHANT_ID: '10000100',
  PAYFAST_MERCHANT_KEY: '46f0cd694581a',
  PAYFAST_PASSPHRASE: 'jt7NOE43FZPn',
} as const;

/** Development-only secrets: convenient on a laptop, refused in production. */
export const DEVELOPMENT_SECRETS = {
  JWT_SECRET: 'keyshop-development-jwt-secret-change-me',
  KEY_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
} as const;

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;

/** A whole number of seconds within bounds, with one message for every way of missing them. */
function WholeSeconds(name: string, min: number, max: number): PropertyDecorator {
  const message = `${name} must be a whole number of seconds between ${min} and ${max}`;
  // In the order the stacked decorators would apply: the type check first.
  const decorators = [IsInt({ message }), Max(max, { message }), Min(min, { message }), Transform(toInt)];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

/** A whole number of days within bounds: how long one kind of row is kept (see the README's Retention). */
function WholeDays(name: string, min: number, max: number): PropertyDecorator {
  const message = `${name} must be a whole number of days between ${min} and ${max}`;
  const decorators = [IsInt({ message }), Max(max, { message }), Min(min, { message }), Transform(toInt)];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

/** One line of printable text (no line breaks or control characters), as a name or address on every page and mail. */
function SingleLineText(name: string, max: number): PropertyDecorator {
  return Matches(new RegExp(`^(?=.*\\S)[^\\p{Cc}\\p{Zl}\\p{Zp}]{1,${max}}$`, 'u'), { message: `${name} must be one line of 1 to ${max} characters, without line breaks` });
}

const REDIS_URL_MESSAGE = 'REDIS_URL must be a redis:// or rediss:// (TLS) URL such as redis://user:password@host:6379/0';

const SHUTDOWN_DRAIN_MESSAGE = 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 120000';

/** Every environment variable the store reads, with its default. `.env.example` documents each. */
export class Environment {
  @IsIn(NODE_ENVS)
  NODE_ENV: NodeEnv = 'development';

  @IsIn(APP_ROLES)
  APP_ROLE: AppRole = 'all';

  // Decorators run bottom-up: the type check comes first.
  @Transform(toInt)
  @Min(1)
  @Max(65535)
  @IsInt({ message: 'PORT must be a whole number between 1 and 65535' })
  PORT: number = 3000;

  /** Unset: every interface in production (a container behind its proxy), this machine only elsewhere. */
  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PUBLIC_URL?: string;

  /** Unset: PUBLIC_URL. The page address passkeys are made and used on; its host is their relying party id. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PASSKEY_ORIGIN?: string;

  /** Unset: 5000 in production (a load balancer needs a few seconds to stop routing here), 0 elsewhere. */
  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: SHUTDOWN_DRAIN_MESSAGE })
  @Max(120_000, { message: SHUTDOWN_DRAIN_MESSAGE })
  @IsInt({ message: SHUTDOWN_DRAIN_MESSAGE })
  SHUTDOWN_DRAIN_MS?: number;

  @IsUrl({ require_tld: false, protocols: ['postgres', 'postgresql'], require_protocol: true }, { message: 'DATABASE_URL must be a postgres:// URL such as postgres://user:password@host:5432/keyshop' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/keyshop';

  @Transform(toInt)
  @Min(1, { message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 200' })
  @Max(200, { message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 200' })
  @IsInt({ message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 200' })
  DATABASE_POOL_SIZE: number = 8;

  @IsUrl({ require_tld: false, protocols: ['redis', 'rediss'], require_protocol: true }, { message: REDIS_URL_MESSAGE })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  /** Sentinels to ask for the master (host:port,host:port); REDIS_URL then gives only its credentials, database and TLS. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9.-]{1,253}:\d{1,5}(,[A-Za-z0-9.-]{1,253}:\d{1,5}){0,15}$/, {
    message: 'REDIS_SENTINELS must be up to 16 host:port pairs separated by commas, such as sentinel-0:26379,sentinel-1:26379',
  })
  REDIS_SENTINELS?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{1,100}$/, { message: 'REDIS_SENTINEL_NAME must be the master name the sentinels monitor (letters, digits, ., _ and -)' })
  REDIS_SENTINEL_NAME?: string;

  @IsOptional()
  @IsString()
  REDIS_SENTINEL_PASSWORD?: string;

  /** The first part of every Bull key; a Redis Cluster needs a hash tag such as {keyshop} so a queue's keys share a slot. */
  @Matches(/^(?=.{1,64}$)[\w:.-]*(\{[\w:.-]+\})?[\w:.-]*$/, {
    message: 'QUEUE_PREFIX must be 1 to 64 letters, digits or _ : . - with at most one hash tag in braces, such as bull or {keyshop}',
  })
  QUEUE_PREFIX: string = 'bull';

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string = DEVELOPMENT_SECRETS.JWT_SECRET;

  @Matches(/^[0-9a-f]{64}$/i, { message: 'KEY_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)' })
  KEY_ENCRYPTION_KEY: string = DEVELOPMENT_SECRETS.KEY_ENCRYPTION_KEY;

  // Old master keys still accepted for unwrapping while a rotation runs; empty once it is done.
  @Matches(/^([0-9a-f]{64}(,[0-9a-f]{64})*)?$/i, {
    message: 'KEY_ENCRYPTION_KEYS_PREVIOUS must be empty or comma-separated keys of 64 hexadecimal characters (32 bytes)',
  })
  KEY_ENCRYPTION_KEYS_PREVIOUS: string = '';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @Transform(toInt)
  @Min(1)
  @IsInt({ message: 'RATE_LIMIT_PER_MINUTE must be a whole number' })
  RATE_LIMIT_PER_MINUTE: number = 300;

  @Transform(toInt)
  @Min(200, { message: 'INPUT_MAX_VALUES must be a whole number from 200 to 100000' })
  @Max(100_000, { message: 'INPUT_MAX_VALUES must be a whole number from 200 to 100000' })
  @IsInt({ message: 'INPUT_MAX_VALUES must be a whole number from 200 to 100000' })
  INPUT_MAX_VALUES: number = 1_000;

  @Transform(toInt)
  @Min(1, { message: 'ERROR_DETAILS_LISTED must be a whole number from 1 to 100' })
  @Max(100, { message: 'ERROR_DETAILS_LISTED must be a whole number from 1 to 100' })
  @IsInt({ message: 'ERROR_DETAILS_LISTED must be a whole number from 1 to 100' })
  ERROR_DETAILS_LISTED: number = 5;

  @Transform(toInt)
  @Min(40, { message: 'ERROR_DETAIL_MAX_LENGTH must be a whole number of characters from 40 to 10000' })
  @Max(10_000, { message: 'ERROR_DETAIL_MAX_LENGTH must be a whole number of characters from 40 to 10000' })
  @IsInt({ message: 'ERROR_DETAIL_MAX_LENGTH must be a whole number of characters from 40 to 10000' })
  ERROR_DETAIL_MAX_LENGTH: number = 200;

  @IsString()
  HEARTBEAT_CRON: string = '0 * * * * *';

  @IsIn(['true', 'false'])
  SSR_DEV: string = 'false';

  @Matches(/^(true|false|[1-9]|([0-9a-f]*[.:][0-9a-f.:]*(\/\d{1,3})?)(,[0-9a-f]*[.:][0-9a-f.:]*(\/\d{1,3})?)*)$/i, {
    message: 'TRUST_PROXY must be false, true, the number of proxies in front (1 to 9), or their addresses (comma-separated IPs or CIDR ranges)',
  })
  TRUST_PROXY: string = 'false';

  @IsIn(['true', 'false'])
  CATALOG_CACHE: string = 'true';

  @Transform(toNumber)
  @Min(0.01, { message: 'ZAR_PER_EUR must be a positive number of rand per euro' })
  @IsNumber({}, { message: 'ZAR_PER_EUR must be a positive number of rand per euro' })
  ZAR_PER_EUR: number = 20.5;

  @Transform(toNumber)
  @Min(0)
  @Max(100)
  @IsNumber({}, { message: 'SERVICE_FEE_PERCENT must be a number from 0 to 100' })
  SERVICE_FEE_PERCENT: number = 10;

  @Transform(toInt)
  @Min(1)
  @Max(24 * 60)
  @IsInt({ message: 'ORDER_PAYMENT_TIMEOUT must be a whole number of minutes' })
  ORDER_PAYMENT_TIMEOUT: number = 15;

  @Transform(toInt)
  @Min(1)
  @Max(QUANTITY_PER_PRODUCT_CEILING)
  @IsInt({ message: `MAX_QUANTITY_PER_PRODUCT must be a whole number of keys from 1 to ${QUANTITY_PER_PRODUCT_CEILING}` })
  MAX_QUANTITY_PER_PRODUCT: number = 10;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'UNPAID_KEYS_LIMIT_PER_ACCOUNT must be a whole number of keys' })
  UNPAID_KEYS_LIMIT_PER_ACCOUNT: number = 20;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'UNPAID_KEYS_LIMIT_PER_IP must be a whole number of keys' })
  UNPAID_KEYS_LIMIT_PER_IP: number = 40;

  @IsString()
  ORDER_EXPIRY_CRON: string = '0 * * * * *';

  @Transform(toInt)
  @Min(1)
  @Max(24 * 365)
  @IsInt({ message: 'CLAIM_WINDOW_HOURS must be a whole number of hours between 1 and 8760' })
  CLAIM_WINDOW_HOURS: number = 48;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  CATALOG_PROVIDER_URL?: string;

  @IsOptional()
  @IsString()
  CATALOG_PROVIDER_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  CATALOG_PROVIDER_CLIENT_SECRET?: string;

  @IsString()
  CATALOG_SYNC_CRON: string = '0 0 */6 * * *';

  @Transform(toInt)
  @Min(100)
  @Max(300_000)
  @IsInt({ message: 'CATALOG_PROVIDER_TIMEOUT_MS must be a whole number of milliseconds between 100 and 300000' })
  CATALOG_PROVIDER_TIMEOUT_MS: number = 10_000;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'WHOLESALER_URL must be an http(s) URL' })
  WHOLESALER_URL?: string;

  @IsOptional()
  @IsString()
  WHOLESALER_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  WHOLESALER_CLIENT_SECRET?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(1)
  @Max(100_000_000)
  @IsInt({ message: 'WHOLESALER_DAILY_SPEND_CAP_CENTS must be a whole number of cents between 1 and 100000000' })
  WHOLESALER_DAILY_SPEND_CAP_CENTS?: number;

  @Transform(toInt)
  @Min(100)
  @Max(300_000)
  @IsInt({ message: 'WHOLESALER_TIMEOUT_MS must be a whole number of milliseconds between 100 and 300000' })
  WHOLESALER_TIMEOUT_MS: number = 15_000;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'FREETOGAME_URL must be an http(s) URL' })
  FREETOGAME_URL: string = 'https://www.freetogame.com/api';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'RAWG_URL must be an http(s) URL' })
  RAWG_URL: string = 'https://api.rawg.io/api';

  @IsOptional()
  @IsString()
  RAWG_API_KEY?: string;

  @Transform(toInt)
  @Min(0)
  @Max(10_000_000)
  @IsInt({ message: 'RAWG_REQUEST_LIMIT must be a whole number of requests per month' })
  RAWG_REQUEST_LIMIT: number = 20_000;

  @Transform(toInt)
  @Min(1)
  @Max(500)
  @IsInt({ message: 'RAWG_PAGES_PER_IMPORT must be a whole number from 1 to 500' })
  RAWG_PAGES_PER_IMPORT: number = 5;

  @Transform(toInt)
  @Min(100)
  @Max(300_000)
  @IsInt({ message: 'IMPORT_TIMEOUT_MS must be a whole number of milliseconds between 100 and 300000' })
  IMPORT_TIMEOUT_MS: number = 15_000;

  @Transform(toInt)
  @Min(0)
  @Max(60_000)
  @IsInt({ message: 'IMPORT_RETRY_DELAY_MS must be a whole number of milliseconds up to 60000' })
  IMPORT_RETRY_DELAY_MS: number = 1_000;

  @Transform(toInt)
  @Min(0)
  @Max(10_000)
  @IsInt({ message: 'FREETOGAME_REQUEST_INTERVAL_MS must be a whole number of milliseconds up to 10000' })
  FREETOGAME_REQUEST_INTERVAL_MS: number = 250;

  @IsString()
  IMPORT_SCHEDULE_CHECK_CRON: string = '0 * * * * *';

  @Transform(toInt)
  @Min(0)
  @Max(100_000_000)
  @IsInt({ message: 'FRAUD_REVIEW_FIRST_ORDER_CENTS must be a whole number of euro cents' })
  FRAUD_REVIEW_FIRST_ORDER_CENTS: number = 20_000;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'CHECKOUT_LIMIT_PER_ACCOUNT must be a whole number of orders per hour' })
  CHECKOUT_LIMIT_PER_ACCOUNT: number = 10;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'CHECKOUT_LIMIT_PER_IP must be a whole number of orders per hour' })
  CHECKOUT_LIMIT_PER_IP: number = 30;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'FRAUD_REVIEW_ORDERS_PER_NAME must be a whole number of orders per day' })
  FRAUD_REVIEW_ORDERS_PER_NAME: number = 10;

  @Transform(toInt)
  @Min(2)
  @Max(100_000)
  @IsInt({ message: 'FRAUD_LINK_COMMON_VALUE_ACCOUNTS must be a whole number of accounts' })
  FRAUD_LINK_COMMON_VALUE_ACCOUNTS: number = 5;

  @Transform(toInt)
  @Min(1)
  @Max(10_000)
  @IsInt({ message: 'FRAUD_LINKS_PER_ACCOUNT must be a whole number of links' })
  FRAUD_LINKS_PER_ACCOUNT: number = 20;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'FAILED_PAYMENT_LIMIT must be a whole number of failed payments per day' })
  FAILED_PAYMENT_LIMIT: number = 5;

  @Transform(toInt)
  @Min(0)
  @Max(8_760)
  @IsInt({ message: 'AWAITING_STOCK_REFUND_AFTER_HOURS must be a whole number of hours' })
  AWAITING_STOCK_REFUND_AFTER_HOURS: number = 24;

  @Transform(toInt)
  @Min(1_000)
  @Max(600_000)
  @IsInt({ message: 'QUEUE_LOCK_MS must be a whole number of milliseconds between 1000 and 600000' })
  QUEUE_LOCK_MS: number = 30_000;

  @WholeSeconds('ACCESS_TOKEN_TTL', 1, 86_400)
  ACCESS_TOKEN_TTL: number = 900;

  @WholeSeconds('REFRESH_TOKEN_TTL', 60, 31_536_000)
  REFRESH_TOKEN_TTL: number = 2_592_000;

  @WholeSeconds('REFRESH_TOKEN_REUSE_INTERVAL', 0, 300)
  REFRESH_TOKEN_REUSE_INTERVAL: number = 10;

  @WholeSeconds('SIGN_IN_CODE_TTL', 60, 3600)
  SIGN_IN_CODE_TTL: number = 600;

  @WholeSeconds('STEP_UP_MAX_AGE', 60, 86_400)
  STEP_UP_MAX_AGE: number = 600;

  @Transform(toInt)
  @Min(0)
  @Max(100_000_000)
  @IsInt({ message: 'STEP_UP_CREDIT_ABOVE_CENTS must be a whole number of euro cents' })
  STEP_UP_CREDIT_ABOVE_CENTS: number = 5_000;

  @Transform(toInt)
  @Min(1)
  @Max(100_000)
  @IsInt({ message: 'SIGN_UP_LIMIT_PER_IP must be a whole number of sign-ups per hour' })
  SIGN_UP_LIMIT_PER_IP: number = 10;

  @Transform(toInt)
  @Min(1)
  @Max(720)
  @IsInt({ message: 'EMAIL_VERIFICATION_TTL_HOURS must be a whole number of hours between 1 and 720' })
  EMAIL_VERIFICATION_TTL_HOURS: number = 24;

  @IsString()
  ADMIN_EMAILS: string = '';

  @IsString()
  @MinLength(8, { message: 'SEED_ADMIN_PASSWORD must be at least 8 characters' })
  SEED_ADMIN_PASSWORD: string = 'keyshop-admin-1';

  @IsIn(PAYFAST_MODES, { message: 'PAYFAST_MODE must be builtin, sandbox or live' })
  PAYFAST_MODE: PayfastMode = 'builtin';

  @IsOptional()
  @Matches(/^\d{1,20}$/, { message: 'PAYFAST_MERCHANT_ID must be the digits of a PayFast merchant id' })
  PAYFAST_MERCHANT_ID?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,64}$/, { message: 'PAYFAST_MERCHANT_KEY must be a PayFast merchant key (letters and digits)' })
  PAYFAST_MERCHANT_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_\/-]{1,100}$/, { message: 'PAYFAST_PASSPHRASE may contain only letters, digits, -, _ and / (as PayFast allows)' })
  PAYFAST_PASSPHRASE?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'PAYFAST_HOST must be an http(s) URL such as https://sandbox.payfast.co.za' })
  PAYFAST_HOST?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'PAYFAST_VERIFY_SOURCE_IP must be true or false' })
  PAYFAST_VERIFY_SOURCE_IP?: string;

  @Transform(toInt)
  @Min(100)
  @Max(120_000)
  @IsInt({ message: 'PAYFAST_TIMEOUT_MS must be a whole number of milliseconds between 100 and 120000' })
  PAYFAST_TIMEOUT_MS: number = 10_000;

  @IsIn(['true', 'false'], { message: 'ALLOW_BUILTIN_GATEWAY must be true or false' })
  ALLOW_BUILTIN_GATEWAY: string = 'false';

  @IsIn(['true', 'false'], { message: 'ALLOW_SANDBOX_PAYMENTS must be true or false' })
  ALLOW_SANDBOX_PAYMENTS: string = 'false';

  /** Production without SMTP keeps every mail in the outbox: refused unless a demo asks for it. */
  @IsIn(['true', 'false'], { message: 'ALLOW_NO_SMTP must be true or false' })
  ALLOW_NO_SMTP: string = 'false';

  /** Swagger UI and the OpenAPI document; unset: on outside production, off in production. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'API_DOCS must be true or false' })
  API_DOCS?: string;

  /** Bearer token of GET /metrics; unset in production turns /metrics off. */
  @IsOptional()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** Where traces go (OTLP over HTTP); unset: no tracing at all. The SDK reads the other OTEL_* variables itself. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL such as http://otel-collector:4318' })
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  OTEL_SERVICE_NAME?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'], require_protocol: true }, { message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587' })
  SMTP_URL?: string;

  @IsString()
  @MinLength(3)
  SMTP_FROM: string = 'Keyshop <no-reply@keyshop.local>';

  @IsEmail({ require_tld: false }, { message: 'STORE_OWNER_EMAIL must be an e-mail address' })
  STORE_OWNER_EMAIL: string = 'owner@keyshop.local';

  @IsEmail({ require_tld: false }, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL: string = 'support@keyshop.local';

  /** Who sells: named in the footer, on the terms, privacy and about pages, and at the foot of every mail. */
  @SingleLineText('SELLER_NAME', 120)
  SELLER_NAME: string = 'Keyshop (Pty) Ltd (demo)';

  @SingleLineText('SELLER_ADDRESS', 200)
  SELLER_ADDRESS: string = '1 Demo Street, Cape Town, 8001, South Africa (demo address)';

  @SingleLineText('SELLER_REGISTRATION_NUMBER', 60)
  SELLER_REGISTRATION_NUMBER: string = '0000/000000/07 (demo)';

  @SingleLineText('SELLER_VAT_NUMBER', 60)
  SELLER_VAT_NUMBER: string = '4000000000 (demo)';

  @Transform(toInt)
  @Min(10)
  @Max(600_000)
  @IsInt({ message: 'MAIL_RETRY_DELAY_MS must be a whole number of milliseconds between 10 and 600000' })
  MAIL_RETRY_DELAY_MS: number = 5_000;

  @Transform(toInt)
  @Min(1_000)
  @Max(3_600_000)
  @IsInt({ message: 'MAIL_SEND_LEASE_MS must be a whole number of milliseconds between 1000 and 3600000' })
  MAIL_SEND_LEASE_MS: number = 60_000;

  @IsString()
  MAIL_SWEEP_CRON: string = '0 * * * * *';

  @IsString()
  STOCK_ALERT_CRON: string = '0 * * * * *';

  @IsString()
  PRE_ORDER_RELEASE_CRON: string = '0 * * * * *';

  /** Daily at 03:30 UTC, a quiet hour for a European shop. */
  @IsString()
  RETENTION_CRON: string = '0 30 3 * * *';

  @WholeDays('RETENTION_GRACE_DAYS', 0, 3650)
  RETENTION_GRACE_DAYS: number = 7;

  @WholeDays('RETENTION_SENT_MAIL_DAYS', 1, 3650)
  RETENTION_SENT_MAIL_DAYS: number = 30;

  @WholeDays('RETENTION_SCHEDULED_RUN_DAYS', 1, 3650)
  RETENTION_SCHEDULED_RUN_DAYS: number = 14;

  @WholeDays('RETENTION_JOB_RUN_DAYS', 1, 3650)
  RETENTION_JOB_RUN_DAYS: number = 90;

  @WholeDays('RETENTION_CONTACT_DAYS', 1, 3650)
  RETENTION_CONTACT_DAYS: number = 365;

  @WholeDays('RETENTION_CHAT_IDLE_DAYS', 1, 3650)
  RETENTION_CHAT_IDLE_DAYS: number = 365;

  @Transform(toInt)
  @Min(10)
  @Max(100_000)
  @IsInt({ message: 'RETENTION_BATCH_SIZE must be a whole number of rows between 10 and 100000' })
  RETENTION_BATCH_SIZE: number = 1_000;
}

/** The addresses in ADMIN_EMAILS, lower-cased. */
export function adminEmailsOf(value: string): string[] {
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/** The three variables that together enable the catalogue provider: all of them, or none. */
export const CATALOG_PROVIDER_VARIABLES = ['CATALOG_PROVIDER_URL', 'CATALOG_PROVIDER_CLIENT_ID', 'CATALOG_PROVIDER_CLIENT_SECRET'] as const;

/** The variables that together enable restocking from the wholesaler: all of them, or none. */
export const WHOLESALER_VARIABLES = ['WHOLESALER_URL', 'WHOLESALER_CLIENT_ID', 'WHOLESALER_CLIENT_SECRET', 'WHOLESALER_DAILY_SPEND_CAP_CENTS'] as const;

/** Rules that span several variables, checked once each variable is valid on its own. */
function crossChecks(env: Environment): string[] {
  const problems: string[] = [];
  const missing = CATALOG_PROVIDER_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < CATALOG_PROVIDER_VARIABLES.length) {
    problems.push(`${missing.join(' and ')} must be set too: the catalogue provider needs all of ${CATALOG_PROVIDER_VARIABLES.join(', ')}, or none`);
  }
  const wholesalerMissing = WHOLESALER_VARIABLES.filter((name) => env[name] === undefined || env[name] === '');
  if (wholesalerMissing.length > 0 && wholesalerMissing.length < WHOLESALER_VARIABLES.length) {
    problems.push(`${wholesalerMissing.join(' and ')} must be set too: restocking from the wholesaler needs all of ${WHOLESALER_VARIABLES.join(', ')}, or none`);
  }
  // The other cron variables are checked where they are used, in the schedules table (src/scheduler/schedules.ts);
  // this one may also be "off", which only the environment knows.
  if (env.CATALOG_SYNC_CRON !== 'off' && !validateCronExpression(env.CATALOG_SYNC_CRON).valid) {
    problems.push(`CATALOG_SYNC_CRON must be a cron expression (with seconds) or "off", not "${env.CATALOG_SYNC_CRON}"`);
  }
  if (env.RETENTION_CRON !== 'off' && !validateCronExpression(env.RETENTION_CRON).valid) {
    problems.push(`RETENTION_CRON must be a cron expression (with seconds) or "off", not "${env.RETENTION_CRON}"`);
  }
  const badAdmins = adminEmailsOf(env.ADMIN_EMAILS).filter((email) => !isEmail(email));
  if (badAdmins.length > 0) problems.push(`ADMIN_EMAILS must be e-mail addresses separated by commas, not ${badAdmins.map((e) => `"${e}"`).join(', ')}`);
  const previous = env.KEY_ENCRYPTION_KEYS_PREVIOUS ? env.KEY_ENCRYPTION_KEYS_PREVIOUS.toLowerCase().split(',') : [];
  if (previous.includes(env.KEY_ENCRYPTION_KEY.toLowerCase())) {
    problems.push('KEY_ENCRYPTION_KEYS_PREVIOUS must not hold KEY_ENCRYPTION_KEY: list only the master keys being rotated away from');
  }
  problems.push(...sentinelProblems(env));
  problems.push(...payfastProblems(env));
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env));
  return problems;
}

/** What production cannot run without: the shoppers' address, and a mail server unless a demo opts out. */
function productionProblems(env: Environment): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL must be set when NODE_ENV=production: the address shoppers use, e.g. https://shop.example.com');
  if (!env.SMTP_URL && env.ALLOW_NO_SMTP !== 'true') {
    problems.push('SMTP_URL must be set when NODE_ENV=production (without it no mail, keys included, leaves the store): your SMTP server, or ALLOW_NO_SMTP=true for a demo');
  }
  for (const name of Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]) {
    if (env[name] === DEVELOPMENT_SECRETS[name]) problems.push(developmentSecretProblem(name));
  }
  return problems;
}

function developmentSecretProblem(name: keyof typeof DEVELOPMENT_SECRETS): string {
  return `${name} must be set to a secret of your own when NODE_ENV=production`;
}

/** Redis through sentinels needs both the sentinels and the name of the master they watch. */
export function sentinelProblems(env: Pick<Environment, 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD'>): string[] {
  if (env.REDIS_SENTINELS && !env.REDIS_SENTINEL_NAME) return ['REDIS_SENTINEL_NAME must be set with REDIS_SENTINELS: the name of the master the sentinels monitor'];
  if (!env.REDIS_SENTINELS && (env.REDIS_SENTINEL_NAME || env.REDIS_SENTINEL_PASSWORD)) {
    return ['REDIS_SENTINELS must be set too: REDIS_SENTINEL_NAME and REDIS_SENTINEL_PASSWORD apply only through sentinels'];
  }
  // Only the ports' range: the pairs' shape is REDIS_SENTINELS's own rule.
  const portOf = (pair: string) => Number(/^[^:]+:(\d+)$/.exec(pair)?.[1] ?? 1);
  const badPorts = (env.REDIS_SENTINELS ?? '').split(',').filter((pair) => portOf(pair) < 1 || portOf(pair) > 65_535);
  return badPorts.length > 0 ? [`REDIS_SENTINELS ports must be between 1 and 65535, not ${badPorts.join(', ')}`] : [];
}

/** The modes in which no money moves, and the variable that lets production run each for a demo. */
const TEST_GATEWAYS = {
  builtin: { what: 'a test gateway that moves no money', allowedBy: 'ALLOW_BUILTIN_GATEWAY' },
  sandbox: { what: 'PayFast’s test site (sandbox.payfast.co.za), where no money moves', allowedBy: 'ALLOW_SANDBOX_PAYMENTS' },
} as const;

/** The payment gateway's rules: own credentials in live mode, and no test gateway in production unless asked for. */
function payfastProblems(env: Environment): string[] {
  const problems: string[] = [];
  const credentials = Object.keys(PAYFAST_SANDBOX_CREDENTIALS) as (keyof typeof PAYFAST_SANDBOX_CREDENTIALS)[];
  if (env.PAYFAST_MODE === 'live') {
    const missing = credentials.filter((name) => !env[name]);
    if (missing.length > 0) problems.push(`${missing.join(', ')} must be set when PAYFAST_MODE=live`);
    else if (env.PAYFAST_MERCHANT_ID === PAYFAST_SANDBOX_CREDENTIALS.PAYFAST_MERCHANT_ID) {
      problems.push('PAYFAST_MERCHANT_ID must be your own merchant id when PAYFAST_MODE=live, not the public sandbox merchant');
    }
  }
  const testGateway = env.PAYFAST_MODE === 'live' ? null : TEST_GATEWAYS[env.PAYFAST_MODE];
  if (env.NODE_ENV === 'production' && testGateway && env[testGateway.allowedBy] !== 'true') {
    problems.push(
      `PAYFAST_MODE=${env.PAYFAST_MODE} is ${testGateway.what}: set PAYFAST_MODE=live with your merchant credentials when NODE_ENV=production, or ${testGateway.allowedBy}=true for a demo`,
    );
  }
  return problems;
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    // One problem, one line (what a container's log shows first); several, one line each.
    super(problems.length === 1 ? `Invalid configuration: ${problems[0]}` : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  const env = readVariables(source, Object.keys(new Environment()) as (keyof Environment)[]);
  const problems = [...variableProblems(env), ...crossChecks(env)];
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}

/**
 * Reads and validates only the named variables, each by its own rule (the others keep their
 * defaults): for commands such as migrate and seed, which must not refuse to run over a setting
 * only the running store uses (payments, mail).
 */
export function parseEnvironmentOf<K extends keyof Environment>(source: NodeJS.ProcessEnv, names: readonly K[]): Pick<Environment, K> {
  const env = readVariables(source, names);
  const problems = variableProblems(env);
  if (env.NODE_ENV === 'production') {
    const secrets = (Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]).filter((name) => (names as readonly string[]).includes(name));
    problems.push(...secrets.filter((name) => env[name] === DEVELOPMENT_SECRETS[name]).map(developmentSecretProblem));
  }
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}

function readVariables(source: NodeJS.ProcessEnv, names: readonly (keyof Environment)[]): Environment {
  const provided = Object.fromEntries(names.filter((name) => source[name] !== undefined && source[name] !== '').map((name) => [name, source[name]]));
  return plainToInstance(Environment, provided);
}

/** Each variable against its own rule; the defaults of those not given always pass. */
function variableProblems(env: Environment): string[] {
  return validateSync(env, { forbidUnknownValues: false, stopAtFirstError: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) => (message.startsWith(error.property) ? message : `${error.property}: ${message}`)),
  );
}
