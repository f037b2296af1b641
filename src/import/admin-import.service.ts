import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ImportRequests } from './import-requests.service.js';
import { toImportRunView } from './import-run.view.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportScheduleService } from './import-schedule.service.js';
import { ImportRunNotFoundError } from './import.errors.js';
import type { ImportOverviewView, ImportRunView } from '#contracts/import.contract';
import { RawgBudgetRepository } from './rawg-budget.repository.js';

const HISTORY = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the admin's Import Games card reads: the current run, the history, the schedule and RAWG's budget. */
@Injectable()
export class AdminImportService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: ImportRunsRepository,
    private readonly requests: ImportRequests,
    private readonly schedule: ImportScheduleService,
    private readonly budget: RawgBudgetRepository,
  ) {}

  async overview(): Promise<ImportOverviewView> {
    await this.requests.releaseAbandoned();
    const [runs, schedule, used] = await Promise.all([this.runs.latest(HISTORY), this.schedule.view(), this.budget.usedThisMonth()]);
    const views = runs.map(toImportRunView);
    return {
      current: views.find((run) => run.status === 'queued' || run.status === 'running') ?? null,
      runs: views,
      schedule,
      rawg: { configured: this.config.gameImports.rawgApiKey !== null, limit: this.config.gameImports.rawgRequestLimit, usedThisMonth: used },
    };
  }

  async run(id: string): Promise<ImportRunView> {
    const run = UUID.test(id) ? await this.runs.find(id) : null;
    if (!run) throw new ImportRunNotFoundError(id);
    return toImportRunView(run);
  }
}
