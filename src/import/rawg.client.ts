import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { getJson, ImportSourceError } from './import-http.js';
import { RawgBudgetRepository } from './rawg-budget.repository.js';
import type { RawgDetail, RawgItem } from './rawg-items.js';

export const RAWG_PAGE_SIZE = 40;

/** The month's RAWG budget is used up: the import stops reading RAWG before going over. */
export class RawgBudgetReachedError extends Error {
  constructor(limit: number) {
    super(`RAWG request budget of ${limit.toLocaleString('en')} a month reached`);
  }
}

export interface RawgPage {
  games: RawgItem[];
  /** Whether RAWG has a page after this one. */
  hasNext: boolean;
}

/** RAWG's `/games` list page by page, and a game's detail and screenshots, with the API key; every attempt counts against the monthly budget. */
@Injectable()
export class RawgClient {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly budget: RawgBudgetRepository,
  ) {}

  get configured(): boolean {
    return this.config.gameImports.rawgApiKey !== null;
  }

  /**
   * One page of games, most added first; null past the last page. `onRequest` is told of every
   * request made (retries too), for the run's count.
   */
  async page(page: number, onRequest: () => void): Promise<RawgPage | null> {
    const { status, body } = await this.get('/games', `page=${page}&page_size=${RAWG_PAGE_SIZE}&ordering=-added`, onRequest);
    if (status === 404) return null;
    if (status === 401 || status === 403) throw new ImportSourceError(`RAWG refused the API key: ${reason(body)}`);
    const results = (body as { results?: unknown } | null)?.results;
    if (status !== 200 || !Array.isArray(results)) throw new ImportSourceError(`RAWG did not send a page of games (status ${status}${reason(body) ? `: ${reason(body)}` : ''}).`);
    return { games: results as RawgItem[], hasNext: typeof (body as { next?: unknown }).next === 'string' };
  }

  /**
   * A game's detail (description, developers, publishers, requirements), with its screenshots only
   * when the list brought none: one request a game, two at most, each counted against the budget.
   * Null when RAWG does not send it (the list's data then stands alone).
   */
  async detail(id: string, needsScreenshots: boolean, onRequest: () => void): Promise<RawgDetail | null> {
    const game = await this.get(`/games/${encodeURIComponent(id)}`, '', onRequest);
    if (game.status !== 200 || typeof game.body !== 'object' || game.body === null || Array.isArray(game.body)) return null;
    const detail = game.body as RawgDetail;
    if (!needsScreenshots) return detail;
    let shots: Awaited<ReturnType<RawgClient['get']>>;
    try {
      shots = await this.get(`/games/${encodeURIComponent(id)}/screenshots`, '', onRequest);
    } catch (error) {
      // The detail was paid for: keep it; the next request meets the used-up budget and stops RAWG.
      if (error instanceof RawgBudgetReachedError) return detail;
      throw error;
    }
    const results = (shots.body as { results?: unknown } | null)?.results;
    return shots.status === 200 && Array.isArray(results) ? { ...detail, screenshots: results } : detail;
  }

  private get(path: string, query: string, onRequest: () => void) {
    const { rawgUrl, rawgApiKey, rawgRequestLimit, timeoutMs, retryDelayMs } = this.config.gameImports;
    return getJson({
      source: 'RAWG',
      url: `${rawgUrl}${path}?key=${encodeURIComponent(rawgApiKey ?? '')}${query ? `&${query}` : ''}`,
      shownUrl: `${rawgUrl}${path}${query ? `?${query}` : ''}`,
      timeoutMs,
      retryDelayMs,
      beforeAttempt: async () => {
        if (!(await this.budget.take(rawgRequestLimit))) throw new RawgBudgetReachedError(rawgRequestLimit);
        onRequest();
      },
    });
  }
}

function reason(body: unknown): string {
  const fields = body as { error?: unknown; detail?: unknown } | null;
  const text = typeof fields?.error === 'string' ? fields.error : typeof fields?.detail === 'string' ? fields.detail : '';
  return text.slice(0, 200);
}
