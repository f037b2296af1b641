import { createHash } from 'node:crypto';
import { DEMO_GAMES, OUT_OF_STOCK } from '../../catalog/seed/demo-games.js';
import { DEMO_SOURCE, invalidateCatalogueCache } from '../../catalog/seed/catalogue.seeder.js';
import { slugify } from '../../catalog/slug.js';
import type { Seeder } from '../../database/seed.js';
import { EventBus } from '../../events/event-bus.js';
import { Transactions } from '../../events/transactions.js';
import { KeyStockService } from '../key-stock.service.js';
import { openKeyCipher } from '../open-key-cipher.js';
import { ProductKeysRepository } from '../product-keys.repository.js';

/** Demo keys are derived from the product, so seeding again finds them already there. */
function demoKeys(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const hex = createHash('sha256').update(`${slug}:${i}`).digest('hex').toUpperCase();
    return `DEMO-${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}`;
  });
}

/** Keys in stock for the demo games the catalogue seeder added (a few stay sold out). */
export const demoKeysSeeder: Seeder = {
  name: 'keys',
  async run({ dataSource, config }) {
    // No subscriber runs in the seed command: the cache of a running store is refreshed below.
    const events = new EventBus();
    const stock = new KeyStockService(await openKeyCipher(dataSource, config), new ProductKeysRepository(dataSource), events);
    const added = await new Transactions(dataSource, events).run(async (tx) => {
      const products = new Map<string, string>(
        (await tx.query(`SELECT id, external_id FROM products WHERE source = $1`, [DEMO_SOURCE])).map((row: { id: string; external_id: string }) => [row.external_id, row.id]),
      );
      let keys = 0;
      for (const [name, , , , , , popularity] of DEMO_GAMES) {
        const slug = slugify(name);
        const productId = products.get(slug);
        if (!productId || OUT_OF_STOCK.has(name)) continue;
        keys += (await stock.restock(tx, productId, demoKeys(slug, 3 + (popularity % 6)))).length;
      }
      return keys;
    });
    if (added > 0) await invalidateCatalogueCache(config.redis);
    return `${added} keys added`;
  },
};
