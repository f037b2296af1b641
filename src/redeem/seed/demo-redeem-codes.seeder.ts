import type { Seeder } from '../../database/seed.js';
import { openKeyCipher } from '../../keys/open-key-cipher.js';
import { maskRedeemCode, normaliseRedeemCode, RedeemCodeHasher } from '../redeem-code.js';

/** The game the demo game codes deliver (one of the demo catalogue's, with key stock). */
const DEMO_GAME_SLUG = 'halo-infinite';
const DEMO_CREDIT_CENTS = 500;

/** Single-use codes to try /redeem-key with in development; the README lists them. */
export const DEMO_CREDIT_CODES = ['DEMO-CRED-IT00-0001', 'DEMO-CRED-IT00-0002', 'DEMO-CRED-IT00-0003', 'DEMO-CRED-IT00-0004', 'DEMO-CRED-IT00-0005'];
export const DEMO_GAME_CODES = ['DEMO-GAME-0000-0001', 'DEMO-GAME-0000-0002', 'DEMO-GAME-0000-0003'];

/** Demo redeem codes, in development only: €5 of credit each, or the demo game. Existing codes are left alone. */
export const demoRedeemCodesSeeder: Seeder = {
  name: 'redeem codes',
  async run({ dataSource, config }) {
    if (config.nodeEnv !== 'development') return 'none outside development';
    const [game] = await dataSource.query(`SELECT id FROM products WHERE slug = $1`, [DEMO_GAME_SLUG]);
    const hasher = new RedeemCodeHasher((await openKeyCipher(dataSource, config)).redeemCodeHashKey);
    const batches = [
      { codes: DEMO_CREDIT_CODES, kind: 'credit', productId: null, creditCents: DEMO_CREDIT_CENTS },
      ...(game ? [{ codes: DEMO_GAME_CODES, kind: 'product', productId: game.id as string, creditCents: null }] : []),
    ];
    let added = 0;
    for (const batch of batches) {
      const normal = batch.codes.map((code) => normaliseRedeemCode(code) as string);
      const rows = await dataSource.query(
        `INSERT INTO redeem_codes (code_hash, masked_code, kind, product_id, credit_cents, note)
         SELECT hash, masked, $3, $4, $5, 'Demo code' FROM unnest($1::bytea[], $2::text[]) AS code(hash, masked)
         ON CONFLICT (code_hash) DO NOTHING RETURNING id`,
        [normal.map((code) => hasher.hash(code)), normal.map(maskRedeemCode), batch.kind, batch.productId, batch.creditCents],
      );
      added += rows.length;
    }
    return added ? `added ${added} demo codes` : 'demo codes already there';
  },
};
