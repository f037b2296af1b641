import { CatalogueReadsFastPath } from './catalogue-reads-fast-path.js';

describe('CatalogueReadsFastPath', () => {
  const rule = { name: 'address', limit: 2, windowMs: 60_000 };

  it('lets each address through up to the limit, then says how long until the window ends', () => {
    const sut = new CatalogueReadsFastPath(rule, 0);
    expect([sut.hit('a', 0), sut.hit('a', 1000), sut.hit('b', 1000)]).toEqual([0, 0, 0]);
    expect(sut.hit('a', 20_500)).toBe(40);
  });

  it('starts counting again in the next window', () => {
    const sut = new CatalogueReadsFastPath(rule, 0);
    for (let i = 0; i < 3; i++) sut.hit('a', 10);
    expect(sut.hit('a', 60_000)).toBe(0);
  });
});
