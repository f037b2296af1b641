import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventBus } from './event-bus.js';

/**
 * Runs work in one database transaction and, once it has committed and its connection is back in
 * the pool, delivers the events the work published on `tx`. Subscribers may therefore use the pool
 * freely; nothing is delivered when the work throws.
 */
@Injectable()
export class Transactions {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
  ) {}

  async run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    let published: ReturnType<EventBus['open']> = [];
    const result = await this.db.transaction((tx) => {
      published = this.events.open(tx);
      return work(tx);
    });
    await this.events.deliver(published);
    return result;
  }
}
