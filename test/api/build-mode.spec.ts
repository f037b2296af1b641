import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * The build that `npm start`, `npm test` and `npm run bench` make before they run: always a
 * production build of the pages, whatever NODE_ENV the shell had, and rebuilt when the stamp says it
 * was made another way. It runs in a copy of the checkout, so this run's own build is left alone.
 */
describe('the build made by the scripts', () => {
  const root = resolve('.');
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'keyshop-build-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(join(root, file))) continue;
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(root, file), join(copy, file));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  });
  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

  /** Runs the scripts' build step in the copy with this NODE_ENV; answers what it printed. */
  function ensureBuild(nodeEnv: string): string {
    const run = spawnSync('bash', ['-c', 'source scripts/lib/setup.sh && ensure_build'], {
      cwd: copy,
      env: { ...process.env, NODE_ENV: nodeEnv },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`ensure_build failed:\n${run.stdout}\n${run.stderr}`);
    return run.stdout;
  }

  /** Files of the built pages that contain React's development-only JSX runtime. */
  function developmentFiles(): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.m?js$/.test(name) && readFileSync(path, 'utf8').includes('jsxDEV')) found.push(path);
      }
    };
    walk(join(copy, 'client/dist'));
    return found;
  }

  const stamp = () => readFileSync(join(copy, 'dist/.build-stamp'), 'utf8').trim();

  it('builds the pages for production under NODE_ENV=development, skips an unchanged build, and rebuilds one stamped with another mode', () => {
    expect(ensureBuild('development')).toContain('Building the server and the pages');
    expect(stamp()).toMatch(/^[0-9a-f]{40} mode=production$/);
    expect(developmentFiles()).toEqual([]);

    expect(ensureBuild('development')).not.toContain('Building');

    const fingerprint = stamp().split(' ')[0];
    writeFileSync(join(copy, 'dist/.build-stamp'), `${fingerprint}\n`);
    const marker = join(copy, 'client/dist/client/left-by-an-older-build.txt');
    writeFileSync(marker, 'old');
    expect(ensureBuild('test')).toContain('Building the server and the pages');
    expect(existsSync(marker)).toBe(false);
    expect(stamp()).toBe(`${fingerprint} mode=production`);
  }, 240_000);
});
