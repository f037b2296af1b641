import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { FreeToGameClient } from './freetogame.client.js';
import { type FreeToGameItem, fromFreeToGame } from './freetogame-items.js';
import { ImportCatalogueRepository } from './import-catalogue.repository.js';
import { ImportSourceError } from './import-http.js';
import { ImportRunsRepository, type ImportRunRow } from './import-runs.repository.js';
import type { ImportedGame } from './imported-game.js';
import type { ImportProgress } from '#contracts/import.contract';
import { RawgBudgetReachedError, RawgClient } from './rawg.client.js';
import { fromRawg, type RawgItem } from './rawg-items.js';
import { EventBus } from '../events/event-bus.js';
import { Transactions } from '../events/transactions.js';

/** FreeToGame games written per transaction (and per progress report). */
const FREETOGAME_BATCH = 20;

/** The counts a run keeps as it goes. */
interface Tally {
  freetogameImported: number;
  rawgImported: number;
  rawgPagesProcessed: number;
  rawgRequests: number;
  notes: string[];
}

/**
 * Runs one import: FreeToGame's games (with each new game's detail), then RAWG's pages up to the
 * configured number or the month's budget. Each batch commits on its own and the run records where
 * it is, so a failure keeps what was written and a resumed run (a worker that died) carries on from
 * there; writing a game twice changes nothing. A source that cannot be read fails the run with its
 * reason, after the other source has had its turn.
 */
@Injectable()
export class GameImportService {
  private readonly logger = new Logger(GameImportService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: ImportRunsRepository,
    private readonly catalogue: ImportCatalogueRepository,
    private readonly freeToGame: FreeToGameClient,
    private readonly rawg: RawgClient,
    private readonly events: EventBus,
  ) {}

  async run(runId: string): Promise<void> {
    const run = await this.runs.start(runId);
    if (!run) {
      this.logger.log(`Import ${runId} has already finished`);
      return;
    }
    const tally: Tally = {
      freetogameImported: run.freetogame_imported,
      rawgImported: run.rawg_imported,
      rawgPagesProcessed: run.rawg_pages_processed,
      rawgRequests: run.rawg_requests,
      notes: [...run.notes],
    };
    const failures: string[] = [];
    for (const phase of [() => this.importFreeToGame(run, tally), () => this.importRawg(run, tally)]) {
      try {
        await phase();
      } catch (error) {
        if (!(error instanceof ImportSourceError)) throw error;
        failures.push(error.message);
      }
    }
    await this.catalogueChanged();
    const imported = tally.freetogameImported + tally.rawgImported;
    const done: ImportProgress = { phase: 'done', message: failures.length ? 'Import failed' : `Imported ${imported} games`, done: 0, total: null };
    await this.runs.save(runId, { notes: tally.notes });
    await this.runs.finish(runId, failures.length ? 'failed' : 'succeeded', failures.length ? failures.join(' ') : null, done);
    this.logger.log(`Import ${runId}: ${imported} games imported${failures.length ? `; failed: ${failures.join(' ')}` : ''}`);
  }

  private async importFreeToGame(run: ImportRunRow, tally: Tally): Promise<void> {
    if (run.freetogame_done) return;
    await this.report(run.id, { phase: 'freetogame', message: "Reading FreeToGame's games", done: 0, total: null });
    const listed = await this.freeToGame.games();
    const itemsById = new Map(listed.map((item) => [String(item.id), item]));
    const games = listed.map((item) => fromFreeToGame(item)).filter((game): game is ImportedGame => game !== null);
    if (games.length < listed.length) tally.notes.push(`FreeToGame: ${listed.length - games.length} games skipped (no id or title)`);
    await this.runs.save(run.id, { freetogameTotal: games.length, notes: tally.notes });

    for (let start = 0; start < games.length; start += FREETOGAME_BATCH) {
      const batch = games.slice(start, start + FREETOGAME_BATCH);
      const known = await this.transactions.run((tx) => this.catalogue.knownIds(tx, 'freetogame', batch.map((game) => game.externalId)));
      const detailed: ImportedGame[] = [];
      for (const game of batch) detailed.push(known.has(game.externalId) ? game : await this.withDetail(game, itemsById.get(game.externalId) as FreeToGameItem));
      const written = await this.transactions.run(async (tx) => {
        await this.catalogue.lock(tx);
        return this.catalogue.write(tx, detailed);
      });
      tally.freetogameImported += written.created + written.linked;
      const done = Math.min(start + FREETOGAME_BATCH, games.length);
      await this.runs.save(run.id, {
        freetogameImported: tally.freetogameImported,
        progress: { phase: 'freetogame', message: `FreeToGame: ${done} of ${games.length} games`, done, total: games.length },
      });
    }
    await this.runs.save(run.id, { freetogameDone: true });
    await this.catalogueChanged();
  }

  /** Shoppers see the games of a phase once it is written: an import may touch the whole catalogue, so no product list. */
  private catalogueChanged(): Promise<void> {
    return this.events.publish('product.changed', { productIds: [], categories: true });
  }

  /** A new game with its detail (long description, screenshots); the list's data when the detail cannot be read. */
  private async withDetail(game: ImportedGame, item: FreeToGameItem): Promise<ImportedGame> {
    try {
      const detail = await this.freeToGame.game(game.externalId);
      return (detail && fromFreeToGame(item, detail)) || game;
    } catch (error) {
      if (!(error instanceof ImportSourceError)) throw error;
      this.logger.warn(`FreeToGame detail of game ${game.externalId} skipped: ${error.message}`);
      return game;
    }
  }

  private async importRawg(run: ImportRunRow, tally: Tally): Promise<void> {
    if (run.rawg_done) return;
    if (!this.rawg.configured) {
      if (!tally.notes.some((note) => note.startsWith('RAWG skipped'))) tally.notes.push('RAWG skipped: no RAWG_API_KEY is configured');
      return;
    }
    const pages = this.config.gameImports.rawgPagesPerImport;
    try {
      for (let page = tally.rawgPagesProcessed + 1; page <= pages; page++) {
        await this.report(run.id, { phase: 'rawg', message: `RAWG: page ${page} of ${pages}`, done: page - 1, total: pages });
        const read = await this.rawg.page(page, () => (tally.rawgRequests += 1));
        if (!read) break;
        const listed = read.games.map((item) => fromRawg(item)).filter((game): game is ImportedGame => game !== null);
        const known = await this.transactions.run((tx) => this.catalogue.knownIds(tx, 'rawg', listed.map((game) => game.externalId)));
        const itemsById = new Map(read.games.map((item) => [String(item.id), item]));
        const games: ImportedGame[] = [];
        let budgetReached: RawgBudgetReachedError | null = null;
        for (const game of listed) {
          // Once the budget is used up, the page's other games are written with what the list says, then RAWG stops.
          if (known.has(game.externalId) || budgetReached) {
            games.push(game);
            continue;
          }
          try {
            games.push(await this.withRawgDetail(game, itemsById.get(game.externalId) as RawgItem, () => (tally.rawgRequests += 1)));
          } catch (error) {
            if (!(error instanceof RawgBudgetReachedError)) throw error;
            budgetReached = error;
            games.push(game);
          }
        }
        if (listed.length < read.games.length) tally.notes.push(`RAWG page ${page}: ${read.games.length - listed.length} games skipped (no id or name)`);
        const written = await this.transactions.run(async (tx) => {
          await this.catalogue.lock(tx);
          return this.catalogue.write(tx, games);
        });
        tally.rawgImported += written.created + written.linked;
        tally.rawgPagesProcessed = page;
        await this.runs.save(run.id, {
          rawgImported: tally.rawgImported,
          rawgPagesProcessed: page,
          rawgRequests: tally.rawgRequests,
          notes: tally.notes,
          progress: { phase: 'rawg', message: `RAWG: page ${page} of ${pages}`, done: page, total: pages },
        });
        if (budgetReached) throw budgetReached;
        if (!read.hasNext) break;
      }
    } catch (error) {
      if (!(error instanceof RawgBudgetReachedError)) throw error;
      tally.notes.push(`${error.message}: RAWG stopped after ${tally.rawgPagesProcessed} ${tally.rawgPagesProcessed === 1 ? 'page' : 'pages'}`);
    } finally {
      await this.runs.save(run.id, { rawgRequests: tally.rawgRequests, notes: tally.notes });
    }
    await this.runs.save(run.id, { rawgDone: true });
  }

  /**
   * A new RAWG game with its detail (description, developer, publisher, requirements; screenshots
   * when the list had at most its cover); the list's data when the detail cannot be read. A used-up
   * budget still stops RAWG (the error goes on).
   */
  private async withRawgDetail(game: ImportedGame, item: RawgItem, onRequest: () => void): Promise<ImportedGame> {
    try {
      const needsScreenshots = !Array.isArray(item.short_screenshots) || item.short_screenshots.length <= 1;
      const detail = await this.rawg.detail(game.externalId, needsScreenshots, onRequest);
      return (detail && fromRawg(item, detail)) || game;
    } catch (error) {
      if (!(error instanceof ImportSourceError)) throw error;
      this.logger.warn(`RAWG detail of game ${game.externalId} skipped: ${error.message}`);
      return game;
    }
  }

  private report(runId: string, progress: ImportProgress): Promise<void> {
    return this.runs.save(runId, { progress });
  }
}
