// Usage: APP_URL=... node scripts/bench/lighthouse.js   (normally through `npm run bench`)
// Runs Lighthouse (mobile preset: its default phone, network and CPU throttling) on the store's home
// page, the Game Store and a product page, BENCH_LIGHTHOUSE_RUNS times each (default 3), and reports
// the median Performance score, LCP, TBT and CLS of each page beside the goals. Uses Debian's
// Chromium (LIGHTHOUSE_CHROME_PATH, /usr/bin/chromium): no browser is ever downloaded.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_PAGES = ['/', '/products', '/product/elden-ring'];
/** The goals of each page: a Performance score of at least 95 and the largest paint within 2 s. */
export const GOALS = { performance: 95, lcpMs: 2000 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A run Lighthouse could not record (a lost trace on a busy machine) is tried again, twice at most. */
const ATTEMPTS = 3;

/** One Lighthouse run of one page: the figures the bench reports, and what the largest paint was. */
async function measure(url, port) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    ({ lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }));
    if (!lhr.runtimeError) break;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    lcpElement: lcpItem?.snippet ?? null,
  };
}

/** The median of `runs` runs per page (each figure on its own), with PASS or MISS against the goals. */
export async function runLighthouse(appUrl, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
  const chrome = await launch({ chromePath: process.env.LIGHTHOUSE_CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(new URL(path, appUrl).href, chrome.port));
      const performance = median(samples.map((s) => s.performance));
      const lcpMs = median(samples.map((s) => s.lcpMs));
      results.push({
        path,
        runs,
        performance,
        lcpMs,
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        lcpElement: samples.at(-1).lcpElement,
        goals: { performance: `≥ ${GOALS.performance}`, lcpMs: `< ${GOALS.lcpMs}` },
        pass: performance >= GOALS.performance && lcpMs < GOALS.lcpMs,
        samples: samples.map(({ lcpElement, ...figures }) => figures),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

export function printLighthouseTable(results) {
  const rows = [['page', 'performance (≥ 95)', 'LCP (< 2.0 s)', 'TBT', 'CLS', 'goal']];
  for (const r of results) rows.push([r.path, String(r.performance), `${(r.lcpMs / 1000).toFixed(2)} s`, `${r.tbtMs} ms`, r.cls.toFixed(3), r.pass ? 'PASS' : 'MISS']);
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
  console.log(`Lighthouse ${results[0]?.runs ?? 0} runs per page, mobile preset; medians.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runLighthouse(process.env.APP_URL ?? 'http://127.0.0.1:3900');
  printLighthouseTable(results);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', JSON.stringify(results, null, 2));
  if (results.some((result) => !result.pass)) process.exit(1);
}
