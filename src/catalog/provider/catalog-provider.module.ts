import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { AdminCatalogSyncController } from './admin-catalog-sync.controller.js';
import { CatalogProcessor } from './catalog.processor.js';
import { CatalogSyncRunsRetention } from './catalog-sync-runs-retention.service.js';
import { CatalogSyncRunsRepository } from './catalog-sync-runs.repository.js';
import { CatalogueSyncRequests } from './catalogue-sync-requests.service.js';
import { CatalogueSyncService } from './catalogue-sync.service.js';
import { ProviderCatalogueClient } from './provider-catalogue.client.js';
import { ProviderCatalogueRepository } from './provider-catalogue.repository.js';
import { ProviderTokenService } from './provider-token.service.js';

/** The sync runs table, for this folder's modules only. */
@Module({ providers: [CatalogSyncRunsRepository], exports: [CatalogSyncRunsRepository] })
export class CatalogSyncRunsStoreModule {}

/** The scheduled cleanup's side of catalogue syncs: old finished runs. */
@Module({ imports: [CatalogSyncRunsStoreModule], providers: [CatalogSyncRunsRetention], exports: [CatalogSyncRunsRetention] })
export class CatalogSyncRetentionModule {}

/** The provider integration without controllers or processors: the web side starts syncs, the worker runs them. */
@Module({
  imports: [AuditModule, CatalogSyncRunsStoreModule],
  providers: [CatalogueSyncRequests, CatalogueSyncService, ProviderCatalogueClient, ProviderCatalogueRepository, ProviderTokenService],
  exports: [CatalogueSyncRequests, CatalogueSyncService, ProviderTokenService],
})
export class CatalogProviderCoreModule {}

/** The web side of the provider integration: admins start syncs and read their history. */
@Module({
  imports: [CatalogProviderCoreModule],
  controllers: [AdminCatalogSyncController],
})
export class CatalogProviderAdminModule {}

/** The worker side: the catalog queue's processor; the scheduler runs the scheduled sync and token refresh. */
@Module({
  imports: [CatalogProviderCoreModule],
  providers: [CatalogProcessor],
  exports: [CatalogProviderCoreModule],
})
export class CatalogProviderWorkerModule {}
