import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { validateCronExpression } from 'cron';

export const APP_ROLES = ['web', 'worker', 'all'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Development-only secrets: convenient on a laptop, refused in production. */
export const DEVELOPMENT_SECRETS = {
  JWT_SECRET: 'keyshop-development-jwt-secret-change-me',
  KEY_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
} as const;

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;

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

  @IsString()
  HOST: string = '0.0.0.0';

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  PUBLIC_URL?: string;

  @IsUrl({ require_tld: false, protocols: ['postgres', 'postgresql'], require_protocol: true })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/keyshop';

  @IsUrl({ require_tld: false, protocols: ['redis', 'rediss'], require_protocol: true })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET: string = DEVELOPMENT_SECRETS.JWT_SECRET;

  @Matches(/^[0-9a-f]{64}$/i, { message: 'KEY_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)' })
  KEY_ENCRYPTION_KEY: string = DEVELOPMENT_SECRETS.KEY_ENCRYPTION_KEY;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @Transform(toInt)
  @Min(1)
  @IsInt({ message: 'RATE_LIMIT_PER_MINUTE must be a whole number' })
  RATE_LIMIT_PER_MINUTE: number = 300;

  @IsString()
  HEARTBEAT_CRON: string = '0 * * * * *';

  @IsIn(['true', 'false'])
  SSR_DEV: string = 'false';

  @IsIn(['true', 'false'])
  CATALOG_CACHE: string = 'true';

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
}

/** The three variables that together enable the catalogue provider: all of them, or none. */
export const CATALOG_PROVIDER_VARIABLES = ['CATALOG_PROVIDER_URL', 'CATALOG_PROVIDER_CLIENT_ID', 'CATALOG_PROVIDER_CLIENT_SECRET'] as const;

/** Rules that span several variables, checked once each variable is valid on its own. */
function crossChecks(env: Environment): string[] {
  const problems: string[] = [];
  const missing = CATALOG_PROVIDER_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < CATALOG_PROVIDER_VARIABLES.length) {
    problems.push(`${missing.join(' and ')} must be set too: the catalogue provider needs all of ${CATALOG_PROVIDER_VARIABLES.join(', ')}, or none`);
  }
  if (env.CATALOG_SYNC_CRON !== 'off' && !validateCronExpression(env.CATALOG_SYNC_CRON).valid) {
    problems.push(`CATALOG_SYNC_CRON must be a cron expression (with seconds) or "off", not "${env.CATALOG_SYNC_CRON}"`);
  }
  return problems;
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  const known = Object.keys(new Environment());
  const provided = Object.fromEntries(
    known.filter((name) => source[name] !== undefined && source[name] !== '').map((name) => [name, source[name]]),
  );
  const env = plainToInstance(Environment, provided);
  const problems = validateSync(env, { forbidUnknownValues: false, stopAtFirstError: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) ? message : `${error.property}: ${message}`,
    ),
  );
  problems.push(...crossChecks(env));
  if (env.NODE_ENV === 'production') {
    for (const name of Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]) {
      if (env[name] === DEVELOPMENT_SECRETS[name]) {
        problems.push(`${name} must be set to a secret of your own when NODE_ENV=production`);
      }
    }
  }
  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return env;
}
