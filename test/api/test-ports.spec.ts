import { once } from 'node:events';
import { createServer } from 'node:net';
import { canListen, listenOnFreePort } from '../harness/ports.js';

// The tests' own port reservation: a port something else listens on is passed over, never thrown on.
describe('ports reserved for the tests', () => {
  it('answers that a port in use cannot be listened on, and that it can once it is free', async () => {
    const holder = createServer();
    const port = await listenOnFreePort(holder);
    expect(await canListen(port)).toBe(false);
    holder.close();
    await once(holder, 'close');
    expect(await canListen(port)).toBe(true);
  });
});
