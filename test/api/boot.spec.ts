import { once } from 'node:events';
import { startProcess } from '../harness/processes.js';

describe('boot', () => {
  it('stops with the name of an invalid environment variable', async () => {
    const app = startProcess('node', ['dist/src/main.js'], { PORT: 'not-a-port', LOG_LEVEL: 'silent' });
    const [code] = await once(app.child, 'exit');
    expect(code).toBe(1);
    expect(app.output()).toContain('PORT must be a whole number between 1 and 65535');
  });
});
