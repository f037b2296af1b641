import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';

/** The hostnames PayFast sends notifications from (integration requirements, and its SDK). */
export const PAYFAST_SOURCE_HOSTS = ['www.payfast.co.za', 'sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za'] as const;

/** How long resolved addresses are trusted before they are looked up again. */
export const SOURCE_ADDRESSES_TTL_MS = 10 * 60 * 1000;

/** Resolves a hostname to every address it has. */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const HOST_RESOLVER = Symbol('HOST_RESOLVER');

/** The system resolver (as PHP's gethostbynamel in PayFast's own samples): /etc/hosts, then DNS. */
export const systemHostResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/** '::ffff:1.2.3.4' and '1.2.3.4' are the same IPv4 peer; IPv6 is compared in lower case. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * The addresses PayFast's hostnames resolve to, looked up at most once per 10 minutes. A lookup
 * that fails keeps the addresses found before; with none ever found, nothing is trusted.
 */
@Injectable()
export class PayfastSourceAddresses {
  private readonly logger = new Logger(PayfastSourceAddresses.name);
  private addresses = new Set<string>();
  private expiresAt = 0;
  private refreshing: Promise<void> | null = null;

  constructor(@Inject(HOST_RESOLVER) private readonly resolve: HostResolver) {}

  /** Whether `address` is one PayFast sends from. */
  async includes(address: string): Promise<boolean> {
    const peer = normaliseAddress(address);
    if (!isIP(peer)) return false;
    if (Date.now() >= this.expiresAt) await this.refresh();
    return this.addresses.has(peer);
  }

  private refresh(): Promise<void> {
    // Concurrent notifications share one lookup.
    this.refreshing ??= this.lookUpAll().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async lookUpAll(): Promise<void> {
    const results = await Promise.allSettled(PAYFAST_SOURCE_HOSTS.map((host) => this.resolve(host)));
    const found = results.flatMap((result) => (result.status === 'fulfilled' ? result.value.map(normaliseAddress) : []));
    const failed = PAYFAST_SOURCE_HOSTS.filter((_, index) => results[index].status === 'rejected');
    if (failed.length > 0) this.logger.warn(`Could not resolve ${failed.join(', ')}`);
    if (found.length === 0) return;
    // A host that could not be resolved this time keeps the addresses it had.
    this.addresses = new Set(failed.length > 0 ? [...this.addresses, ...found] : found);
    this.expiresAt = Date.now() + SOURCE_ADDRESSES_TTL_MS;
  }
}
