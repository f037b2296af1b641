import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { FreeToGameItem } from './freetogame-items.js';
import { getJson, ImportSourceError } from './import-http.js';

/** FreeToGame's API: the list of live games and one game's detail, at most one request per interval. */
@Injectable()
export class FreeToGameClient {
  private lastRequestAt = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Every live game (one array, no paging). */
  async games(): Promise<FreeToGameItem[]> {
    const { status, body } = await this.get('/games');
    if (status !== 200 || !Array.isArray(body)) throw new ImportSourceError(`FreeToGame did not send its list of games (status ${status}).`);
    return body as FreeToGameItem[];
  }

  /** One game's detail; null when FreeToGame does not know the game or answers something else than a game. */
  async game(id: string): Promise<FreeToGameItem | null> {
    const { status, body } = await this.get(`/game?id=${encodeURIComponent(id)}`);
    return status === 200 && typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as FreeToGameItem) : null;
  }

  private async get(path: string) {
    const { freeToGameUrl, timeoutMs, retryDelayMs, freeToGameIntervalMs } = this.config.gameImports;
    const url = `${freeToGameUrl}${path}`;
    return getJson({
      source: 'FreeToGame',
      url,
      shownUrl: url,
      timeoutMs,
      retryDelayMs,
      beforeAttempt: async () => {
        const wait = this.lastRequestAt + freeToGameIntervalMs - Date.now();
        if (wait > 0) await sleep(wait);
        this.lastRequestAt = Date.now();
      },
    });
  }
}
