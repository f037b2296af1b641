// Adds up the results of the test runs and prints the closing lines: how long each part and the
// whole suite took, then "N passed, N failed". Arguments: the suite's start (ms since the epoch),
// then one "label=report file" per part, each a jest or a Playwright JSON report. The names of the tests
// that failed, and of the browser tests that passed only when tried again, come just before, so that
// the end of a CI log says what went wrong.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** How many test names each list prints at most. */
const NAMES_SHOWN = 20;

const [suiteStartedAt, ...parts] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const times = [];
const failedNames = [];
const flakyNames = [];

/** "4 min 32 s" or "48 s". */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

/** Every test of a Playwright report, with its file and title path. */
function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { file: spec.file, name: [...titles, spec.title].join(' › '), test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, suite.file === suite.title ? titles : [...titles, suite.title]);
}

/** Passed, failed and time taken, and the names of failed and flaky tests, from a jest report or a Playwright one. */
function counts(report, label) {
  if (report.stats) {
    const { stats } = report;
    for (const suite of report.suites) {
      for (const { file, name, test } of playwrightTests(suite)) {
        const named = `${label}: ${file} › ${name} [${test.projectName}]`;
        if (test.status === 'unexpected') failedNames.push(named);
        if (test.status === 'flaky') flakyNames.push(named);
      }
    }
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, ms: stats.duration };
  }
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) failedNames.push(`${label}: ${path} (did not run: ${(file.message ?? '').split('\n').find(Boolean) ?? 'error'})`);
    for (const test of file.assertionResults) if (test.status === 'failed') failedNames.push(`${label}: ${path} › ${test.fullName}`);
  }
  const ended = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime ?? 0));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, ms: ended - report.startTime };
}

/** Prints a heading and at most NAMES_SHOWN of the names, saying how many were left out. */
function printNames(heading, names) {
  if (!names.length) return;
  console.log(heading);
  for (const name of names.slice(0, NAMES_SHOWN)) console.log(`  ${name}`);
  if (names.length > NAMES_SHOWN) console.log(`  ... and ${names.length - NAMES_SHOWN} more`);
}

for (const part of parts) {
  const separator = part.lastIndexOf('=');
  const [label, file] = [part.slice(0, separator), part.slice(separator + 1)];
  if (!existsSync(file)) {
    failed += 1;
    console.log(`The ${label} did not report a result.`);
    continue;
  }
  const result = counts(JSON.parse(readFileSync(file, 'utf8')), label);
  passed += result.passed;
  failed += result.failed;
  times.push(`${label} ${duration(result.ms)} (${result.passed} passed, ${result.failed} failed)`);
}

printNames('Passed only when tried again (browser tests get one more try):', flakyNames);
printNames('Failed:', failedNames);
times.unshift(`whole suite ${duration(Date.now() - Number(suiteStartedAt))}`);
console.log(`Time: ${times.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
