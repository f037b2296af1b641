import { Inject, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { dataSourceOptions } from './data-source-options.js';
import { guardPoolInTransactions } from './transaction-guard.js';

/** Outside production, a second pool connection asked for inside a transaction fails loudly (see transaction-guard.ts). */
@Injectable()
class TransactionGuardInstaller implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    if (!this.config.isProduction) guardPoolInTransactions(this.dataSource);
  }
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config.databaseUrl, config.databasePoolSize), autoLoadEntities: true }),
    }),
  ],
  providers: [TransactionGuardInstaller],
})
export class DatabaseModule {}
