import { describe, expect, it } from '@jest/globals';
import type { PageContext } from 'vike/types';
import { resolveSeoTags, resolveShareImage } from './seo-tags';

const newPageContext = (overrides: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  ({
    site: { name: 'Keyshop', publicUrl: 'https://shop.example.com', supportEmail: 'support@shop.example.com', seller: { name: 'Keyshop (Pty) Ltd', address: '1 Street', registrationNumber: '1', vatNumber: '2', supportEmail: 'support@shop.example.com' }, pricing: { serviceFeePercent: 10, zarPerEur: 20.5 }, platforms: ['PC'] },
    urlPathname: '/products',
    is404: null,
    config: { keywords: ['game keys', 'steam'], noindex: false, ...config },
    ...overrides,
  }) as unknown as PageContext;

describe('resolveSeoTags', () => {
  it('builds the canonical URL from the public address and the path only', () => {
    expect(resolveSeoTags(newPageContext()).canonicalUrl).toBe('https://shop.example.com/products');
    expect(resolveSeoTags(newPageContext({ urlPathname: '/' })).canonicalUrl).toBe('https://shop.example.com/');
    expect(resolveSeoTags(newPageContext({ urlPathname: '/product/café' })).canonicalUrl).toBe('https://shop.example.com/product/caf%C3%A9');
  });

  it('indexes by default and not when the page says noindex', () => {
    expect(resolveSeoTags(newPageContext()).robots).toBe('index, follow');
    expect(resolveSeoTags(newPageContext({}, { noindex: true })).robots).toBe('noindex, nofollow');
  });

  it('joins keywords, which a page may compute from its data', () => {
    expect(resolveSeoTags(newPageContext()).keywords).toBe('game keys, steam');
    const fromData = newPageContext({ data: { name: 'Halo' } }, { keywords: (pageContext: { data: { name: string } }) => [pageContext.data.name, 'xbox'] });
    expect(resolveSeoTags(fromData).keywords).toBe('Halo, xbox');
    expect(resolveSeoTags(newPageContext({}, { keywords: [] })).keywords).toBeNull();
  });

  it('gives error pages no canonical URL', () => {
    expect(resolveSeoTags(newPageContext({ is404: true })).canonicalUrl).toBeNull();
    expect(resolveSeoTags(newPageContext({ is404: false })).canonicalUrl).toBeNull();
  });
});

describe('resolveShareImage', () => {
  it('is the page image, computed from the page when it is a function', () => {
    expect(resolveShareImage(newPageContext({}, { image: 'https://shop.example.com/og-image.png' }))).toBe('https://shop.example.com/og-image.png');
    const fromData = newPageContext({ data: { cover: 'https://cdn.example.com/halo.jpg' } }, { image: (pageContext: { data: { cover: string } }) => pageContext.data.cover });
    expect(resolveShareImage(fromData)).toBe('https://cdn.example.com/halo.jpg');
  });

  it('is absent when no page sets one', () => {
    expect(resolveShareImage(newPageContext())).toBeNull();
    expect(resolveShareImage(newPageContext({}, { image: null }))).toBeNull();
  });
});
