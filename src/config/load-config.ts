import { existsSync } from 'node:fs';
import { AppConfig, toAppConfig } from './app-config.js';
import { Environment, parseEnvironment, parseEnvironmentOf } from './environment.js';

/** The one place that reads process.env (after `.env`, when present; real environment variables win). */
export function loadConfig(source?: NodeJS.ProcessEnv): AppConfig {
  return toAppConfig(parseEnvironment(source ?? processEnvironment()));
}

/** Only the named variables, for a command that needs nothing else (migrate, seed). */
export function loadVariables<K extends keyof Environment>(names: readonly K[], source?: NodeJS.ProcessEnv): Pick<Environment, K> {
  return parseEnvironmentOf(source ?? processEnvironment(), names);
}

function processEnvironment(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}
