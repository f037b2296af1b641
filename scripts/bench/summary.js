// Usage: BENCH_SCALE=5k|1m node scripts/bench/summary.js   (normally at the end of `npm run bench`)
// Gathers what this run's scripts wrote to bench/results/ into one report, bench/results/bench-<scale>.json,
// and prints every goal with what was measured and PASS or MISS. Exits 1 when a goal was missed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describeGoal } from './targets.js';

const scale = process.env.BENCH_SCALE ?? '5k';
const read = (name) => (existsSync(`bench/results/${name}.json`) ? JSON.parse(readFileSync(`bench/results/${name}.json`, 'utf8')) : null);
const report = {
  scale,
  lines: read('latest'),
  underSales: read('under-sales'),
  rush: read('checkout'),
  checkoutUnderLoad: read('checkout-under-load'),
  delivery: read('delivery'),
  lighthouse: read('lighthouse'),
};

const goals = [];
for (const line of report.lines?.results ?? []) {
  if (!line.verdict) continue;
  const ratio = line.ratio === null ? '' : `, ${line.ratio.toFixed(2)} of bare`;
  goals.push([line.name, describeGoal(line.goal), `${Math.round(line.app.requestsPerSecond).toLocaleString('en-US')}/s, p99 ${line.app.latencyMs.p99} ms${ratio}`, line.verdict.pass]);
}
if (report.underSales) {
  const r = report.underSales;
  goals.push([`cached listing at ${r.salesPerSecond} checkouts/s`, 'p99 does not move, no cache drop', `p99 ${r.underSales.p99} ms (quiet ${r.quiet.p99} ms), ${r.cacheDrops} drops`, r.pass]);
}
if (report.checkoutUnderLoad) {
  const r = report.checkoutUnderLoad;
  goals.push(['checkout of 3 keys while 50 shoppers browse', 'p99 < 50 ms', `p99 ${r.latencyMs.p99.toFixed(1)} ms (${r.placed}/${r.checkouts} placed)`, r.latencyMs.p99 < 50 && r.placed === r.checkouts]);
  goals.push(['products.stock exact', 'equal to available keys', `${r.productsWithWrongStock} products differ`, r.productsWithWrongStock === 0]);
}
if (report.delivery && report.delivery.p99Ms !== undefined) {
  const r = report.delivery;
  goals.push([`delivery of ${r.orders} paid orders`, 'p99 < 1 s', `median ${r.medianMs} ms, p99 ${r.p99Ms} ms`, r.p99Ms < 1000 && r.delivered === r.orders]);
}
for (const page of report.lighthouse ?? []) {
  goals.push([`Lighthouse ${page.path}`, 'Performance ≥ 95, LCP < 2.0 s', `${page.performance}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${page.tbtMs} ms, CLS ${page.cls}`, page.pass]);
}

const header = ['goal', 'target', 'measured', ''];
const rows = goals.map(([name, target, measured, pass]) => [name, target, measured, pass ? 'PASS' : 'MISS']);
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
console.log(`\nGoals at ${scale === '1m' ? '1,000,000' : '5,000'} products:`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

report.goals = goals.map(([name, target, measured, pass]) => ({ name, target, measured, pass }));
writeFileSync(`bench/results/bench-${scale}.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to bench/results/bench-${scale}.json`);
if (goals.some(([, , , pass]) => !pass)) process.exitCode = 1;
