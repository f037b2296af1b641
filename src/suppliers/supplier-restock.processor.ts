import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { QUEUES } from '../queue/queues.js';
import { SUPPLIER_JOBS, type RestockJob } from './supplier.jobs.js';
import { type RestockOutcome, SupplierRestockService } from './supplier-restock.service.js';

/** Runs the restock checks in worker processes; a failed one is retried and resumes its purchase. */
@Processor(QUEUES.suppliers)
export class SupplierRestockProcessor {
  constructor(private readonly restock: SupplierRestockService) {}

  @Process(SUPPLIER_JOBS.restock)
  check(job: Job<RestockJob>): Promise<RestockOutcome> {
    return this.restock.restock(job.data.productId);
  }

  @Process(SUPPLIER_JOBS.sweep)
  sweep(): Promise<number> {
    return this.restock.sweep();
  }
}
