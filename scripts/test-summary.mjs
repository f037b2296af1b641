// Adds up the jest and Playwright results and prints the closing lines: how long each part and the
// whole suite took, then "N passed, N failed". The suite's start (ms since the epoch) comes as the
// third argument, when the caller knows it.
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, e2eFile, suiteStartedAt] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const times = [];

/** "4 min 32 s" or "48 s". */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  const ended = Math.max(jest.startTime, ...jest.testResults.map((file) => file.endTime ?? 0));
  times.push(`unit and API tests ${duration(ended - jest.startTime)}`);
} else {
  failed += 1;
  console.log('The unit and API tests did not report a result.');
}

if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  times.push(`browser tests ${duration(stats.duration)}`);
} else {
  failed += 1;
  console.log('The browser tests did not report a result.');
}

if (suiteStartedAt) times.unshift(`whole suite ${duration(Date.now() - Number(suiteStartedAt))}`);
if (times.length) console.log(`Time: ${times.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
