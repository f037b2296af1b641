import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminImportController } from './admin-import.controller.js';
import { AdminImportService } from './admin-import.service.js';
import { FreeToGameClient } from './freetogame.client.js';
import { GameImportService } from './game-import.service.js';
import { ImportCatalogueRepository } from './import-catalogue.repository.js';
import { ImportRequests } from './import-requests.service.js';
import { ImportRunsRetention } from './import-runs-retention.service.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportScheduleRepository } from './import-schedule.repository.js';
import { ImportScheduleService } from './import-schedule.service.js';
import { ImportProcessor } from './import.processor.js';
import { RawgBudgetRepository } from './rawg-budget.repository.js';
import { RawgClient } from './rawg.client.js';

/** The import runs table, for this folder's modules only. */
@Module({ providers: [ImportRunsRepository], exports: [ImportRunsRepository] })
export class ImportRunsStoreModule {}

/** The scheduled cleanup's side of imports: old finished runs. */
@Module({ imports: [ImportRunsStoreModule], providers: [ImportRunsRetention], exports: [ImportRunsRetention] })
export class ImportRetentionModule {}

/** Game imports without controllers or processors: the web side starts and shows them, the worker runs them. */
@Module({
  imports: [ImportRunsStoreModule],
  providers: [
    AdminImportService,
    GameImportService,
    ImportCatalogueRepository,
    ImportRequests,
    ImportScheduleRepository,
    ImportScheduleService,
    FreeToGameClient,
    RawgClient,
    RawgBudgetRepository,
  ],
  exports: [AdminImportService, GameImportService, ImportRequests, ImportScheduleService],
})
export class ImportCoreModule {}

/** The web side of game imports: admins start imports, follow them and set their schedule. */
@Module({
  imports: [ImportCoreModule, AuditModule],
  controllers: [AdminImportController],
})
export class ImportAdminModule {}

/** The worker side: the import queue's processor; the scheduler runs the scheduled imports. */
@Module({
  imports: [ImportCoreModule],
  providers: [ImportProcessor],
  exports: [ImportCoreModule],
})
export class ImportWorkerModule {}
