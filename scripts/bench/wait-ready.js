// Usage: node scripts/bench/wait-ready.js URL [SECONDS] [PID]
// Polls URL until it answers 200; fails after SECONDS (default 60), or at once when PID exits.
const [url, seconds = '60', pid] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;

function alive(processId) {
  try {
    process.kill(Number(processId), 0);
    return true;
  } catch {
    return false;
  }
}

let last = 'no answer';
while (Date.now() < deadline) {
  if (pid && !alive(pid)) {
    console.error(`The process ${pid} exited before ${url} was ready.`);
    process.exit(1);
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (response.status === 200) process.exit(0);
    last = `status ${response.status}: ${(await response.text()).slice(0, 200)}`;
  } catch (error) {
    last = error.cause?.code ?? error.message;
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.error(`${url} was not ready within ${seconds} s (${last}).`);
process.exit(1);
