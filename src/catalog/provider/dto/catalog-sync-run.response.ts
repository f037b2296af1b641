import { ApiProperty } from '@nestjs/swagger';
import type { SyncRunRow } from '../catalog-sync-runs.repository.js';
import { syncJobId } from '../catalog.jobs.js';

export class CatalogSyncRunResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['manual', 'schedule'] })
  trigger: 'manual' | 'schedule';

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The admin who asked for it; null for scheduled runs' })
  requestedBy: string | null;

  @ApiProperty({ enum: ['queued', 'running', 'succeeded', 'failed'] })
  status: 'queued' | 'running' | 'succeeded' | 'failed';

  @ApiProperty({ description: 'The Bull job that runs it, on the catalog queue' })
  jobId: string;

  @ApiProperty()
  categoriesCreated: number;

  @ApiProperty()
  categoriesUpdated: number;

  @ApiProperty()
  productsCreated: number;

  @ApiProperty()
  productsUpdated: number;

  @ApiProperty()
  productsUnchanged: number;

  @ApiProperty({ description: 'Provider products no longer listed, now inactive' })
  productsDeactivated: number;

  @ApiProperty({ description: 'Provider items too malformed to import' })
  itemsSkipped: number;

  @ApiProperty({ nullable: true, type: String, example: 'API error: 500' })
  error: string | null;

  @ApiProperty({ format: 'date-time' })
  requestedAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  startedAt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finishedAt: string | null;
}

export function toSyncRunResponse(row: SyncRunRow): CatalogSyncRunResponse {
  return {
    id: row.id,
    trigger: row.trigger,
    requestedBy: row.requested_by,
    status: row.status,
    jobId: syncJobId(row.id),
    categoriesCreated: row.categories_created,
    categoriesUpdated: row.categories_updated,
    productsCreated: row.products_created,
    productsUpdated: row.products_updated,
    productsUnchanged: row.products_unchanged,
    productsDeactivated: row.products_deactivated,
    itemsSkipped: row.items_skipped,
    error: row.error,
    requestedAt: row.requested_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
