import { describe, expect, it } from '@jest/globals';
import { imageSources } from './image-sources';

describe('imageSources', () => {
  it('offers every served width of an uploaded image', () => {
    const id = '0b6f2f0e-8f5e-4d7b-9a61-3c1f2a4b5c6d';
    expect(imageSources(`/images/${id}`, '50vw')).toEqual({
      src: `/images/${id}?w=640`,
      srcSet: `/images/${id}?w=160 160w, /images/${id}?w=320 320w, /images/${id}?w=640 640w, /images/${id}?w=1280 1280w`,
      sizes: '50vw',
    });
  });

  it('leaves other images as they are', () => {
    expect(imageSources('https://media.rawg.io/media/games/a.jpg')).toEqual({ src: 'https://media.rawg.io/media/games/a.jpg' });
    expect(imageSources('/images/not-an-id')).toEqual({ src: '/images/not-an-id' });
  });
});
