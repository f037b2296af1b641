// Usage: APP_URL=... BARE_URL=... node scripts/bench/run.js   (normally through `npm run bench`)
// Loads the store and the bare server with autocannon, one target at a time, prints one aligned
// table and writes every number to bench/results/latest.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { load, loadSettings } from './load.js';
import { describeGoal, loadTargets, verdict } from './targets.js';

/** The Node the stores and the bare server run on (bench.sh chooses it, see BENCH_NODE). */
const serverNode = process.env.BENCH_SERVER_NODE_VERSION ?? process.version;

const settings = {
  appUrl: process.env.APP_URL ?? 'http://127.0.0.1:3900',
  uncachedUrl: process.env.UNCACHED_URL ?? 'http://127.0.0.1:3902',
  bareUrl: process.env.BARE_URL ?? 'http://127.0.0.1:3901',
  appRole: process.env.BENCH_APP_ROLE ?? 'web',
  ...loadSettings,
  scale: process.env.BENCH_SCALE ?? '5k',
  output: process.env.BENCH_OUTPUT ?? 'bench/results/latest.json',
};

async function sample(baseUrl, target) {
  const response = await fetch(new URL(target.path, baseUrl), { method: target.method, headers: target.headers, body: target.body });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: body.length };
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const targets = await loadTargets(settings.scale);
const results = [];
for (const target of targets) {
  const appUrl = target.cache === 'off' ? settings.uncachedUrl : settings.appUrl;
  const response = await sample(appUrl, target);
  process.stderr.write(`${target.name}: the store (${settings.duration} s)...`);
  const app = await load(appUrl, target);
  process.stderr.write(` the bare server (${settings.duration} s)...`);
  const bare = await load(settings.bareUrl, target);
  process.stderr.write(' done\n');
  const ratio = bare.requestsPerSecond > 0 ? app.requestsPerSecond / bare.requestsPerSecond : null;
  // The headers stay out of the results: the admin's line carries a session token.
  const { headers, ...line } = target;
  results.push({ ...line, response, app, bare, ratio, verdict: verdict(target.goal, app, ratio) });
}

const integer = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (Number.isInteger(n) || n >= 10 ? String(Math.round(n)) : n.toFixed(1));
const problems = (r) => `${r.errors}/${r.non2xx}`;
const header = ['endpoint', 'cache', 'bytes', 'app req/s', 'p50 ms', 'p99 ms', 'err/non2xx', 'bare req/s', 'p50 ms', 'p99 ms', 'err/non2xx', 'app/bare', 'goal', ''];
const rows = results.map((r) => [
  r.name,
  r.cache === 'off' ? 'off' : 'on',
  String(r.response.bytes),
  integer(r.app.requestsPerSecond),
  ms(r.app.latencyMs.p50),
  ms(r.app.latencyMs.p99),
  problems(r.app),
  integer(r.bare.requestsPerSecond),
  ms(r.bare.latencyMs.p50),
  ms(r.bare.latencyMs.p99),
  problems(r.bare),
  r.ratio === null ? '-' : `${(r.ratio * 100).toFixed(1)}%`,
  describeGoal(r.goal),
  r.verdict ? (r.verdict.pass ? 'PASS' : 'MISS') : '',
]);
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log();
console.log(`${settings.scale === '1m' ? '1,000,000' : '5,000'} products, ${settings.connections} connections, ${settings.duration} s per line:`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log();
console.log(`errors = connection errors and timeouts; app = Keyshop (APP_ROLE=${settings.appRole}, NODE_ENV=production), bare = node:http with the same bytes; both on Node ${serverNode}.`);

const report = {
  generatedAt: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  serverNode,
  platform: `${process.platform} ${process.arch}`,
  cpus: { count: cpus().length, model: cpus()[0]?.model ?? null },
  scale: settings.scale,
  settings: { connections: settings.connections, durationSeconds: settings.duration, warmupSeconds: settings.warmup, pipelining: settings.pipelining, appRole: settings.appRole, appUrl: settings.appUrl, bareUrl: settings.bareUrl },
  results,
};
mkdirSync(dirname(settings.output), { recursive: true });
writeFileSync(settings.output, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${settings.output}`);

const failed = results.filter((r) => r.app.errors > 0 || r.app.non2xx > 0 || r.response.status >= 400);
if (failed.length) {
  console.error(`Errors or non-2xx answers from the store on: ${failed.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
