import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { AdminCatalogSyncController } from './admin-catalog-sync.controller.js';
import { CatalogProcessor } from './catalog.processor.js';
import { CatalogSyncRunsRepository } from './catalog-sync-runs.repository.js';
import { CatalogueSyncRequests } from './catalogue-sync-requests.service.js';
import { CatalogueSyncService } from './catalogue-sync.service.js';
import { ProviderCatalogueClient } from './provider-catalogue.client.js';
import { ProviderCatalogueRepository } from './provider-catalogue.repository.js';
import { ProviderTokenService } from './provider-token.service.js';

/** What both sides use: the sync runs and the requests that start a sync. */
@Module({
  imports: [AuditModule],
  providers: [CatalogSyncRunsRepository, CatalogueSyncRequests],
  exports: [CatalogSyncRunsRepository, CatalogueSyncRequests],
})
export class CatalogProviderCoreModule {}

/** The web side of the provider integration: admins start syncs and read their history. */
@Module({
  imports: [CatalogProviderCoreModule],
  controllers: [AdminCatalogSyncController],
})
export class CatalogProviderAdminModule {}

/**
 * The worker side: the provider's token and client, the sync itself and the catalog queue's processor;
 * the scheduler runs the scheduled sync and token refresh.
 */
@Module({
  imports: [CatalogProviderCoreModule],
  providers: [CatalogueSyncService, CatalogProcessor, ProviderCatalogueClient, ProviderCatalogueRepository, ProviderTokenService],
  exports: [CatalogProviderCoreModule, ProviderTokenService],
})
export class CatalogProviderWorkerModule {}
