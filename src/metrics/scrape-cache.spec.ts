import { cachedFor } from './scrape-cache.js';

describe('cachedFor', () => {
  it('runs the query once for scrapes within the time to live, concurrent or not', async () => {
    let queries = 0;
    const counts = cachedFor(60_000, async () => ++queries);
    expect(await Promise.all([counts(), counts()])).toEqual([1, 1]);
    expect(await counts()).toBe(1);
    expect(queries).toBe(1);
  });

  it('asks again once the time to live is over', async () => {
    let queries = 0;
    const counts = cachedFor(0, async () => ++queries);
    await counts();
    expect(await counts()).toBe(2);
  });

  it('does not keep a failed query', async () => {
    let queries = 0;
    const counts = cachedFor(60_000, async () => {
      queries += 1;
      if (queries === 1) throw new Error('Postgres is away');
      return queries;
    });
    await expect(counts()).rejects.toThrow('Postgres is away');
    expect(await counts()).toBe(2);
  });
});
