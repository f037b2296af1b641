import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { orderWhen, payInSandbox, placeOrder } from '../harness/purchases.js';
import { signUpShopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { FIXTURE_ACCOUNTS, sessionAccessToken } from '../harness/tokens.js';
import { productionEnv } from '../harness/production-env.js';

/**
 * The image's runtime: the built server on the node_modules the Dockerfile's deps stage makes (its
 * commands, run here as written, since Docker does not run on the test machine). That folder is
 * kept in the temporary directory under a hash of what makes it, so only a changed lock or stage
 * installs again.
 */
const dockerfile = readFileSync('Dockerfile', 'utf8');

/** The instructions of one stage, continuation lines joined: ["RUN", "npm install ..."]. */
function stageInstructions(stage: string): [string, string][] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const from = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${stage}$`).test(line));
  if (from < 0) throw new Error(`The Dockerfile has no stage "${stage}"`);
  const end = lines.findIndex((line, index) => index > from && line.startsWith('FROM '));
  return lines
    .slice(from + 1, end < 0 ? undefined : end)
    .filter((line) => /^[A-Z]+ /.test(line))
    .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1).trim()]);
}

/** Runs the deps stage in a fresh folder (COPY from the project, ENV, RUN without Docker's mounts). */
function runDepsStage(folder: string): void {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const [instruction, argument] of stageInstructions('deps')) {
    if (instruction === 'COPY') {
      const parts = argument.split(/\s+/);
      const target = join(folder, parts.pop()!);
      for (const source of parts) cpSync(source, target.endsWith('/') ? join(target, source.split('/').pop()!) : target, { recursive: true });
    } else if (instruction === 'ENV') {
      for (const [, name, value] of argument.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
    } else if (instruction === 'RUN') {
      execFileSync('sh', ['-c', argument.replace(/--mount=\S+\s*/g, '')], { cwd: folder, env, stdio: 'pipe' });
    }
  }
}

/** The deps stage's node_modules, made once per lock file, stage and prune script. */
function productionDependencies(): string {
  const made = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json', 'scripts/prune-build-tools.mjs']) made.update(readFileSync(file));
  made.update(JSON.stringify(stageInstructions('deps')));
  const folder = join(tmpdir(), `keyshop-production-deps-${made.digest('hex').slice(0, 16)}`);
  if (!existsSync(folder)) {
    const partial = `${folder}.${randomBytes(4).toString('hex')}`;
    mkdirSync(partial);
    runDepsStage(partial);
    // Another run may have finished the same folder meanwhile: either copy will do.
    try {
      renameSync(partial, folder);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return join(folder, 'node_modules');
}

/** A folder laid out as the image's /app: package.json, the production node_modules and the build output. */
function imageFolder(): string {
  const app = mkdtempSync(join(tmpdir(), 'keyshop-image-'));
  cpSync('package.json', join(app, 'package.json'));
  cpSync('dist', join(app, 'dist'), { recursive: true });
  cpSync('client/dist', join(app, 'client/dist'), { recursive: true });
  symlinkSync(productionDependencies(), join(app, 'node_modules'));
  return app;
}

/** Every package the built server and pages import by name, as written in the build output. */
function importedPackages(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.m?js$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const names = new Set<string>();
  for (const file of [...files('dist/src'), ...files('client/dist/server')]) {
    const source = readFileSync(file, 'utf8');
    for (const [, statement, call] of source.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\s*from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm)) {
      const name = statement ?? call;
      if (/^(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(name) && !name.startsWith('.')) names.add(name);
    }
  }
  return [...names].sort();
}

const PRODUCTION = productionEnv();

describe('the image', () => {
  it('builds on Node 24 LTS', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(stageInstructions('runtime')).toContainEqual(['COPY', '--from=deps /app/node_modules ./node_modules']);
  });

  it('keeps out the page build tools that vike brings into a production install', () => {
    const nodeModules = productionDependencies();
    for (const tool of ['vite', 'rolldown', 'esbuild', '@babel/core', 'typescript']) expect(existsSync(join(nodeModules, tool))).toBe(false);
    expect(existsSync(join(nodeModules, 'vike'))).toBe(true);
  }, 240_000);

  it('holds every package the built server and pages import', () => {
    const imported = importedPackages();
    expect(imported).toEqual(expect.arrayContaining(['@nestjs/core', 'fastify', 'react', 'vike/__internal', 'vike-react/usePageContext']));
    const app = imageFolder();
    try {
      const missing = execFileSync(
        'node',
        ['--input-type=module', '-e', 'console.log(JSON.stringify(JSON.parse(process.argv[1]).filter((name) => { try { import.meta.resolve(name); return false; } catch { return true; } })))', JSON.stringify(imported)],
        { cwd: app, encoding: 'utf8' },
      );
      expect(JSON.parse(missing)).toEqual([]);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  }, 240_000);

  describe('running the built server on its production node_modules', () => {
    let app: string;
    let sut: TestApp;
    const admin = { authorization: `Bearer ${sessionAccessToken(FIXTURE_ACCOUNTS.admin, 'admin', PRODUCTION.JWT_SECRET)}` };

    beforeAll(async () => {
      app = imageFolder();
      sut = await startTestApp(PRODUCTION, app);
    }, 240_000);

    afterAll(async () => {
      await sut?.close();
      rmSync(app, { recursive: true, force: true });
    });

    it('serves the pages, the admin included, and delivers a paid order', async () => {
      const slug = `image-game-${randomBytes(4).toString('hex')}`;
      const [product] = await sut.db.query<{ id: string }>(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, 1999, 'PC') RETURNING id`, ['Image Test Game', slug]);
      const code = `IMG${randomBytes(6).toString('hex').toUpperCase()}`;
      await request(sut.url).post(`/api/admin/products/${product.id}/keys`).set(admin).send({ keys: code }).expect(200);

      expect((await request(sut.url).get('/').expect(200)).text).toContain('</html>');
      expect((await request(sut.url).get('/products').expect(200)).text).toContain('</html>');
      expect((await request(sut.url).get(`/product/${slug}`).expect(200)).text).toContain('Image Test Game');
      const adminCookie = `access_token=${admin.authorization.slice('Bearer '.length)}`;
      expect((await request(sut.url).get('/admin').set('cookie', adminCookie).expect(200)).text).toContain('Admin Dashboard');

      const shopper = await signUpShopper(sut.url);
      const order = await placeOrder(sut, shopper, [{ productId: product.id, quantity: 1 }]);
      await payInSandbox(sut, order);
      const delivered = await orderWhen(sut, shopper, order.orderNumber, 'completed');
      expect(delivered.keys).toEqual([expect.objectContaining({ productName: 'Image Test Game', masked: expect.stringMatching(new RegExp(`${code.slice(-4)}$`)) })]);
    });
  });
});
