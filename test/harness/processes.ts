import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './ports.js';

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts a command with extra environment variables, collecting what it prints; in the project's folder unless `cwd` says otherwise. */
export function startProcess(command: string, args: string[], env: Record<string, string>, cwd?: string): RunningProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

/** Polls until `check` returns a value, or fails after `timeoutMs` with `what` in the message. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${(lastError as Error).message}` : ''}`);
}

/** Starts a throwaway Redis server of the test's own, so stopping it disturbs no other test. */
export async function startRedis(): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const redis = startProcess('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
  await waitFor('redis-server to accept connections', async () => redis.output().includes('Ready to accept connections') || undefined);
  return { ...redis, url: `redis://127.0.0.1:${port}` };
}
