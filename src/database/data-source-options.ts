import { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';

/** Connection options shared by the app and the migration command; the schema changes only by migrations. */
export function dataSourceOptions(databaseUrl: string, poolSize = 8): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    entities: [],
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
