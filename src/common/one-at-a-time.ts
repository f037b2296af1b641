/**
 * Runs work one at a time per key within this process. A caller waits here without holding a
 * database connection, so a burst from one shopper queues in memory instead of filling the pool with
 * transactions that all wait on the same advisory lock (and starving every other shopper).
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      done();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
