import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus.js';
import { Transactions } from './transactions.js';

/** The event bus and the transaction runner that delivers events after commit; every module may use them. */
@Global()
@Module({ providers: [EventBus, Transactions], exports: [EventBus, Transactions] })
export class EventsModule {}
