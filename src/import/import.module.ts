import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminImportController } from './admin-import.controller.js';
import { AdminImportService } from './admin-import.service.js';
import { FreeToGameClient } from './freetogame.client.js';
import { GameImportService } from './game-import.service.js';
import { ImportCatalogueRepository } from './import-catalogue.repository.js';
import { ImportRequests } from './import-requests.service.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportScheduleRepository } from './import-schedule.repository.js';
import { ImportScheduleService } from './import-schedule.service.js';
import { ImportProcessor } from './import.processor.js';
import { RawgBudgetRepository } from './rawg-budget.repository.js';
import { RawgClient } from './rawg.client.js';

/** What both sides use: import requests and runs, the schedule and RAWG's monthly budget. */
@Module({
  providers: [ImportRequests, ImportRunsRepository, ImportScheduleRepository, ImportScheduleService, RawgBudgetRepository],
  exports: [ImportRequests, ImportRunsRepository, ImportScheduleService, RawgBudgetRepository],
})
export class ImportCoreModule {}

/** The web side of game imports: admins start imports, follow them and set their schedule. */
@Module({
  imports: [ImportCoreModule, AuditModule],
  controllers: [AdminImportController],
  providers: [AdminImportService],
})
export class ImportAdminModule {}

/** The worker side: the import queue's processor, the sources' clients, and the scheduled imports. */
@Module({
  imports: [ImportCoreModule],
  providers: [GameImportService, ImportProcessor, ImportCatalogueRepository, FreeToGameClient, RawgClient],
  exports: [ImportCoreModule],
})
export class ImportWorkerModule {}
