// Adds up the jest and Playwright results and prints the closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} else {
  failed += 1;
  console.log('The unit and API tests did not report a result.');
}

if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} else {
  failed += 1;
  console.log('The browser tests did not report a result.');
}

console.log(`${passed} passed, ${failed} failed`);
