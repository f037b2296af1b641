import { existsSync } from 'node:fs';
import { AppConfig, toAppConfig } from './app-config.js';
import { parseEnvironment } from './environment.js';

/** The one place that reads process.env (after `.env`, when present; real environment variables win). */
export function loadConfig(source?: NodeJS.ProcessEnv): AppConfig {
  if (!source && existsSync('.env')) process.loadEnvFile('.env');
  return toAppConfig(parseEnvironment(source ?? process.env));
}
