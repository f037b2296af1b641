import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CategoryRef, SuggestedGameView } from '#contracts/catalog.contract';
import { STOCK_SHOWN_UP_TO } from '#contracts/catalog.constants';
import { preparedQuery } from '../database/prepared-query.js';
import { placeholders } from './product-filters.js';
import { productSearchCondition } from './product-search.js';
import { PLATFORMS_ON_SALE } from './product-shelves.repository.js';

/** How many matching games are ranked for the suggestions at most. */
const CANDIDATES = 200;

/** What the header search can suggest for a text, before platforms are matched to it. */
export interface SuggestionCandidates {
  games: SuggestedGameView[];
  categories: CategoryRef[];
  /** Every platform the store sells a game for, in name order. */
  platforms: string[];
}

/** The header search's suggestions: a few games and categories for what the shopper has typed so far. */
@Injectable()
export class ProductSuggestionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * In one statement, since a shopper's every keystroke asks: the games the store search finds for the
   * text (the listing's condition), those whose title holds the text first, then the popular ones;
   * categories whose name holds the text or a word within one typo of it; the platforms on sale. Only
   * the first CANDIDATES matches the indexes point at are ranked: a common word matches thousands of
   * games, and ranking them all cost 150 ms at 100,000 products against a few for this bound.
   */
  async candidates(search: string, games: number, categories: number): Promise<SuggestionCandidates> {
    const params: unknown[] = [];
    const param = placeholders(params);
    const condition = productSearchCondition(search, param) ?? 'false';
    const lowered = param(search.trim().toLowerCase());
    const [row] = await preparedQuery<SuggestionCandidates>(
      this.db,
      `WITH matches AS MATERIALIZED (
         SELECT p.id, p.slug, p.name, p.image, p.platform, p.price_cents, p.original_price_cents, p.discount_percent, LEAST(p.stock, ${STOCK_SHOWN_UP_TO}) AS stock, p.popularity
         FROM products p WHERE p.active AND ${condition} LIMIT ${CANDIDATES})
       SELECT
         (SELECT coalesce(json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', g.name, 'image', g.image, 'platform', g.platform,
                   'priceCents', g.price_cents, 'originalPriceCents', g.original_price_cents, 'discountPercent', g.discount_percent, 'stock', g.stock) ORDER BY g.titled DESC, g.popularity DESC, g.id), '[]')
          FROM (SELECT m.*, strpos(lower(m.name), ${lowered}) > 0 AS titled FROM matches m ORDER BY titled DESC, m.popularity DESC, m.id LIMIT ${Math.trunc(games)}) g) AS games,
         (SELECT coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) ORDER BY c.untitled, c.name), '[]')
          FROM (SELECT slug, name, strpos(lower(name), ${lowered}) = 0 AS untitled FROM categories WHERE strpos(lower(name), ${lowered}) > 0 OR ${lowered} <% lower(name)
                ORDER BY untitled, name LIMIT ${Math.trunc(categories)}) c) AS categories,
         (SELECT coalesce(array_agg(k.platform ORDER BY lower(k.platform), k.platform), '{}')
          FROM (${PLATFORMS_ON_SALE}) k) AS platforms`,
      params,
    );
    return row;
  }
}
