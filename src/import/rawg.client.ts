import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { getJson, ImportSourceError } from './import-http.js';
import { RawgBudgetRepository } from './rawg-budget.repository.js';
import type { RawgItem } from './rawg-items.js';

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

/** RAWG's `/games` list, page by page, with the API key; every attempt counts against the monthly budget. */
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
    const { rawgUrl, rawgApiKey, rawgRequestLimit, timeoutMs, retryDelayMs } = this.config.gameImports;
    const query = `page=${page}&page_size=${RAWG_PAGE_SIZE}&ordering=-added`;
    const { status, body } = await getJson({
      source: 'RAWG',
      url: `${rawgUrl}/games?key=${encodeURIComponent(rawgApiKey ?? '')}&${query}`,
      shownUrl: `${rawgUrl}/games?${query}`,
      timeoutMs,
      retryDelayMs,
      beforeAttempt: async () => {
        if (!(await this.budget.take(rawgRequestLimit))) throw new RawgBudgetReachedError(rawgRequestLimit);
        onRequest();
      },
    });
    if (status === 404) return null;
    if (status === 401 || status === 403) throw new ImportSourceError(`RAWG refused the API key: ${reason(body)}`);
    const results = (body as { results?: unknown } | null)?.results;
    if (status !== 200 || !Array.isArray(results)) throw new ImportSourceError(`RAWG did not send a page of games (status ${status}${reason(body) ? `: ${reason(body)}` : ''}).`);
    return { games: results as RawgItem[], hasNext: typeof (body as { next?: unknown }).next === 'string' };
  }
}

function reason(body: unknown): string {
  const fields = body as { error?: unknown; detail?: unknown } | null;
  const text = typeof fields?.error === 'string' ? fields.error : typeof fields?.detail === 'string' ? fields.detail : '';
  return text.slice(0, 200);
}
