import { Inject, Injectable, Logger } from '@nestjs/common';
import { describeDevice } from '../auth/device-description.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Queryable } from '../database/queryable.js';
import { Transactions } from '../events/transactions.js';
import { AccountLinksRepository } from './account-links.repository.js';
import { type AccountSignal, isCommonValue, orderSignals, sessionSignals, signalDigest } from './account-signals.js';
import { AccountSignalsRepository } from './account-signals.repository.js';

/**
 * One account per person (the terms): notes what each account is seen with, a paid order's buyer
 * and a sign-in's IP and device, and links it to the other accounts seen with the same, for an
 * admin to review. A value more accounts hold than FRAUD_LINK_COMMON_VALUE_ACCOUNTS links nobody
 * (an office's IP, shared test data), and an account gets no new link past FRAUD_LINKS_PER_ACCOUNT.
 * Runs in the worker, after the order or the session committed, so checkout and sign-in never wait.
 */
@Injectable()
export class AccountLinking {
  private readonly logger = new Logger(AccountLinking.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly signals: AccountSignalsRepository,
    private readonly links: AccountLinksRepository,
  ) {}

  /** Links the buyer of a paid order by its name, phone and shipping address. */
  async linkOrder(orderId: string): Promise<number> {
    return this.transactions.run(async (tx) => {
      const contact = await this.signals.orderContact(tx, orderId);
      return contact ? this.link(tx, contact.userId, orderSignals(contact)) : 0;
    });
  }

  /** Links the account of a new session by its IP and its device on that IP. */
  async linkSession(sessionId: string): Promise<number> {
    return this.transactions.run(async (tx) => {
      const origin = await this.signals.sessionOrigin(tx, sessionId);
      return origin ? this.link(tx, origin.userId, sessionSignals(origin.ip, origin.userAgent, describeDevice(origin.userAgent))) : 0;
    });
  }

  /** Records the signals and answers how many links they made or added to. */
  private async link(tx: Queryable, userId: string, signals: AccountSignal[]): Promise<number> {
    const { linkCommonValueAccounts, linksPerAccount } = this.config.fraud;
    let linked = 0;
    for (const signal of signals) {
      const digest = signalDigest(signal);
      await this.signals.record(tx, userId, signal.kind, digest, signal.label);
      const others = await this.signals.otherHolders(tx, userId, signal.kind, digest, linkCommonValueAccounts);
      if (isCommonValue(others.length, linkCommonValueAccounts)) {
        this.logger.log(`A ${signal.kind} of account ${userId} is shared by more than ${linkCommonValueAccounts} accounts: too common to link them by`);
        continue;
      }
      for (const other of others) {
        const pair: [string, string] = userId < other ? [userId, other] : [other, userId];
        const shared = { kind: signal.kind, label: signal.label };
        if (await this.links.addToExisting(tx, pair, shared)) {
          linked++;
          continue;
        }
        if ((await this.links.countOf(tx, userId, linksPerAccount)) >= linksPerAccount || (await this.links.countOf(tx, other, linksPerAccount)) >= linksPerAccount) continue;
        // Made at the same moment by another job: add to that one instead.
        if ((await this.links.create(tx, pair, shared)) || (await this.links.addToExisting(tx, pair, shared))) linked++;
      }
    }
    return linked;
  }
}
