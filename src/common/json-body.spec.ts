import { jsonHoldsOver } from './json-body.js';

const holdsOver = (json: string, maxValues: number) => jsonHoldsOver(Buffer.from(json), maxValues);

describe('counting the values of a JSON body before parsing it', () => {
  it('counts list items and fields at every depth', () => {
    const cart = JSON.stringify({ items: [{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 2 }], firstName: 'Thandi' });
    // The body's 2 fields, the list's 2 items, 2 fields in each.
    expect(holdsOver(cart, 8)).toBe(false);
    expect(holdsOver(cart, 7)).toBe(true);
  });

  it('skips what strings hold, escaped quotes included', () => {
    const keys = JSON.stringify({ keys: 'AAAA-1,BBBB-2,[CCCC-3],{"DDDD":4}\\"', note: 'x' });
    expect(holdsOver(keys, 2)).toBe(false);
    expect(holdsOver(keys, 1)).toBe(true);
  });

  it('reads multi-byte characters as text', () => {
    expect(holdsOver(JSON.stringify({ name: '🎮,[{é€', other: ['ü'] }), 3)).toBe(false);
  });
});
