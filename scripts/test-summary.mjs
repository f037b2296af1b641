// Adds up the results of the test runs and prints the closing lines: how long each part and the
// whole suite took, then "N passed, N failed". Arguments: the suite's start (ms since the epoch),
// then one "label=report file" per part, each a jest or a Playwright JSON report.
import { existsSync, readFileSync } from 'node:fs';

const [suiteStartedAt, ...parts] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const times = [];

/** "4 min 32 s" or "48 s". */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

/** Passed, failed and time taken, from a jest report or a Playwright one. */
function counts(report) {
  if (report.stats) {
    const { stats } = report;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, ms: stats.duration };
  }
  const ended = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime ?? 0));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, ms: ended - report.startTime };
}

for (const part of parts) {
  const separator = part.lastIndexOf('=');
  const [label, file] = [part.slice(0, separator), part.slice(separator + 1)];
  if (!existsSync(file)) {
    failed += 1;
    console.log(`The ${label} did not report a result.`);
    continue;
  }
  const result = counts(JSON.parse(readFileSync(file, 'utf8')));
  passed += result.passed;
  failed += result.failed;
  times.push(`${label} ${duration(result.ms)} (${result.passed} passed, ${result.failed} failed)`);
}

times.unshift(`whole suite ${duration(Date.now() - Number(suiteStartedAt))}`);
console.log(`Time: ${times.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
