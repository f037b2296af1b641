import { ScheduledRuns1732200000000 } from './1732200000000-scheduled-runs.js';
import { Catalogue1732300000000 } from './1732300000000-catalogue.js';
import { CatalogSyncRuns1732400000000 } from './1732400000000-catalog-sync-runs.js';

/** Every migration, oldest first. A new migration is added here as well as in its own file. */
export const migrations = [ScheduledRuns1732200000000, Catalogue1732300000000, CatalogSyncRuns1732400000000];
