import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CategoryRef, SuggestedGameView } from '#contracts/catalog.contract';
import { STOCK_SHOWN_UP_TO } from '#contracts/catalog.constants';
import { preparedQuery } from '../database/prepared-query.js';
import { productSearchCondition } from './product-search.js';

/** How many matching games are ranked for the suggestions at most. */
const CANDIDATES = 200;

interface SuggestedGameRow {
  id: string;
  slug: string;
  name: string;
  image: string | null;
  platform: string;
  price_cents: number;
  original_price_cents: number | null;
  discount_percent: number;
  stock: number;
}

/** The header search's suggestions: a few games and categories for what the shopper has typed so far. */
@Injectable()
export class ProductSuggestionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The games the store search finds for the text (the same condition as the listing's): those whose
   * title holds the text first, then the popular ones. Only the first CANDIDATES matches the indexes
   * point at are ranked: a common word matches thousands of games, and ranking them all cost 150 ms
   * at 100,000 products against a few for this bound.
   */
  async games(search: string, limit: number): Promise<SuggestedGameView[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const condition = productSearchCondition(search, param);
    if (!condition) return [];
    const lowered = param(search.trim().toLowerCase());
    const rows = await preparedQuery<SuggestedGameRow>(
      this.db,
      `WITH matches AS MATERIALIZED (
         SELECT p.id, p.slug, p.name, p.image, p.platform, p.price_cents, p.original_price_cents, p.discount_percent, LEAST(p.stock, ${STOCK_SHOWN_UP_TO}) AS stock, p.popularity
         FROM products p WHERE p.active AND ${condition} LIMIT ${CANDIDATES})
       SELECT * FROM matches m ORDER BY strpos(lower(m.name), ${lowered}) > 0 DESC, m.popularity DESC, m.id LIMIT ${Math.trunc(limit)}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      image: row.image,
      platform: row.platform,
      priceCents: row.price_cents,
      originalPriceCents: row.original_price_cents,
      discountPercent: row.discount_percent,
      stock: row.stock,
    }));
  }

  /** Categories whose name holds the text, or a word within one typo of it. */
  async categories(search: string, limit: number): Promise<CategoryRef[]> {
    const text = search.trim().toLowerCase();
    if (!text) return [];
    return preparedQuery<CategoryRef>(
      this.db,
      `SELECT slug, name FROM categories WHERE strpos(lower(name), $1) > 0 OR $1 <% lower(name)
       ORDER BY strpos(lower(name), $1) = 0, name LIMIT ${Math.trunc(limit)}`,
      [text],
    );
  }
}
