import { InvalidEnvironmentError } from '../config/environment.js';

/**
 * Runs a one-shot command (migrate, seed): prints its summary line, or what went wrong without a
 * stack trace (a bad variable is a message for the operator, not a crash) and exits 1.
 */
export function runCommand(what: string, task: () => Promise<string>): void {
  task()
    .then((summary) => console.log(summary))
    .catch((error: unknown) => {
      console.error(error instanceof InvalidEnvironmentError ? `${what} not run. ${error.message}` : `${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
