import { SlugAllocator } from './slug-allocator.js';

describe('SlugAllocator', () => {
  it('suffixes a slug another row holds, and never hands one out twice', () => {
    const sut = new SlugAllocator(['portal', 'portal-2']);
    expect(sut.claim('portal')).toBe('portal-3');
    expect(sut.claim('portal')).toBe('portal-4');
    expect(sut.claim('hades')).toBe('hades');
    expect(sut.claim('hades')).toBe('hades-2');
  });

  it("keeps a row's slug while it still derives from the wanted one", () => {
    const sut = new SlugAllocator(['doom', 'doom-2', 'quake']);
    expect(sut.keepOrClaim('doom-2', 'doom')).toBe('doom-2');
    expect(sut.keepOrClaim('quake', 'quake')).toBe('quake');
    expect(sut.keepOrClaim('quake', 'quake-champions')).toBe('quake-champions');
    expect(sut.keepOrClaim('doom-2', 'doom-eternal')).toBe('doom-eternal');
  });
});
