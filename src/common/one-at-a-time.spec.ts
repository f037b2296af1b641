import { OneAtATime } from './one-at-a-time.js';

describe('OneAtATime', () => {
  it('runs work of one key in turn, and work of other keys beside it', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    let releaseFirst!: () => void;
    const first = queue.run('a', async () => {
      log.push('a1 start');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      log.push('a1 end');
    });
    const second = queue.run('a', async () => void log.push('a2'));
    await queue.run('b', async () => void log.push('b1'));
    expect(log).toEqual(['a1 start', 'b1']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('goes on with the next caller when work fails, and forgets idle keys', async () => {
    const queue = new OneAtATime();
    await expect(queue.run('a', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await queue.run('a', async () => 'next')).toBe('next');
    expect((queue as unknown as { tails: Map<string, unknown> }).tails.size).toBe(0);
  });
});
