import { describe, expect, it } from '@jest/globals';
import { productImages, productJsonLd, productJsonLdScript, serializeJsonLd } from './product-json-ld';
import { newProductDetail } from './test-products';

const options = { publicUrl: 'https://shop.example.com', url: 'https://shop.example.com/product/stellar-drift' };

describe('productJsonLd', () => {
  it('describes the product and its offer', () => {
    expect(productJsonLd(newProductDetail(), options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Stellar Drift',
      sku: '5b8f6c1e-0000-4000-8000-000000000001',
      url: 'https://shop.example.com/product/stellar-drift',
      image: ['https://shop.example.com/covers/stellar-drift.svg', 'https://shop.example.com/covers/stellar-drift-2.svg'],
      description: 'Race across the stars.',
      category: 'Steam Keys',
      releaseDate: '2023-06-01',
      offers: {
        '@type': 'Offer',
        price: '19.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.example.com/product/stellar-drift',
      },
    });
  });

  it('says when the product is out of stock and leaves out what is unknown', () => {
    const data = productJsonLd(newProductDetail({ stock: 0, image: null, images: [], description: '', category: null, releaseDate: null, priceCents: 500 }), options);
    expect(data.offers).toMatchObject({ price: '5.00', availability: 'https://schema.org/OutOfStock' });
    for (const key of ['image', 'description', 'category', 'releaseDate']) expect(data).not.toHaveProperty(key);
  });

  it("rates the product from the store's reviews only, never from RAWG", () => {
    expect(productJsonLd(newProductDetail({ reviews: { average: 4.33, count: 12 }, rawgRating: 3.1 }), options).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.33,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd(newProductDetail({ reviews: null, rawgRating: 4.2 }), options)).not.toHaveProperty('aggregateRating');
  });

  it('addresses the product by its slug in the script text', () => {
    const data = JSON.parse(productJsonLdScript(newProductDetail(), 'https://shop.example.com/'));
    expect(data.url).toBe('https://shop.example.com/product/stellar-drift');
    expect(data.offers.url).toBe('https://shop.example.com/product/stellar-drift');
  });

  it('serialises without anything that could close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('lists the main image first and each image once', () => {
    expect(productImages({ image: '/a.svg', images: ['/a.svg', '/b.svg'] })).toEqual(['/a.svg', '/b.svg']);
    expect(productImages({ image: null, images: ['/b.svg'] })).toEqual(['/b.svg']);
    expect(productImages({ image: null, images: [] })).toEqual([]);
  });
});
