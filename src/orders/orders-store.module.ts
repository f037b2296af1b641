import { Module } from '@nestjs/common';
import { OrdersRepository } from './orders.repository.js';

/** The orders' table for the web side, the worker side and the order process of this folder; never imported from outside it. */
@Module({ providers: [OrdersRepository], exports: [OrdersRepository] })
export class OrdersStoreModule {}
