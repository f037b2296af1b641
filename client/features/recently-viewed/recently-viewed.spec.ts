import { describe, expect, it } from '@jest/globals';
import { RECENTLY_VIEWED_MAX } from '#contracts/catalog.constants';
import { parseViewed, withViewed } from './recently-viewed';

describe('recently viewed games', () => {
  it('puts the game just viewed first, once', () => {
    expect(withViewed(['hades', 'elden-ring', 'celeste'], 'elden-ring')).toEqual(['elden-ring', 'hades', 'celeste']);
  });

  it('remembers no more than the store shows', () => {
    const many = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => `game-${i}`);
    const sut = withViewed(many, 'newest');
    expect(sut).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(sut[0]).toBe('newest');
    expect(sut).not.toContain(`game-${RECENTLY_VIEWED_MAX - 1}`);
  });

  it('reads only slugs from storage, and nothing from a value it did not write', () => {
    expect(parseViewed('["hades","<script>",3,"elden-ring"]')).toEqual(['hades', 'elden-ring']);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed(null)).toEqual([]);
  });
});
