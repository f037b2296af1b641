import { execFile } from 'node:child_process';
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { promisify } from 'node:util';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEVELOPMENT_SECRETS } from '../../src/config/environment.js';
import { loadConfig } from '../../src/config/load-config.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { DataKeysRepository } from '../../src/keys/data-keys.repository.js';
import { KeyCipher } from '../../src/keys/key-cipher.js';
import { rotateKeyEncryption } from '../../src/keys/key-rotation.js';
import { MasterKeyRing, masterKeyId } from '../../src/keys/master-keys.js';
import { ProductKeysRepository } from '../../src/keys/product-keys.repository.js';
import { type RunningProcess, startProcess } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp, waitForApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
// The test database is seeded under the development key: it is master key A here.
const A = DEVELOPMENT_SECRETS.KEY_ENCRYPTION_KEY;
const B = randomBytes(32).toString('hex');
const C = randomBytes(32).toString('hex');
const idOf = (hex: string) => masterKeyId(Buffer.from(hex, 'hex'));

/** A code stored the way the store did before envelope encryption: AES-256-GCM straight under the master key, hashed under a key derived from it. */
function legacyRow(masterHex: string, code: string): { sealed: Buffer; hash: Buffer } {
  const master = Buffer.from(masterHex, 'hex');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  const hashKey = createHmac('sha256', master).update('product-key-hash').digest();
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]), hash: createHmac('sha256', hashKey).update(code).digest() };
}

describe('rotating the key encryption key', () => {
  let sut: TestApp;
  let db: DataSource;
  let game: TestProduct;
  let shopper: Shopper;
  let orderNumber: string;
  let redeemCode: string;
  const legacyCodes = ['LEGACY-AAAA1-BBBB1', 'LEGACY-AAAA2-BBBB2'];

  const rotate = (current: string, previous: string[] = []) =>
    rotateKeyEncryption(db, loadConfig({ DATABASE_URL: sut.db.url, KEY_ENCRYPTION_KEY: current, KEY_ENCRYPTION_KEYS_PREVIOUS: previous.join(',') }));
  /** The operator's command, as `npm run cli -- rotate-key-encryption` runs it. */
  const rotateByCli = (current: string, previous: string[] = []) =>
    promisify(execFile)('node', ['dist/src/cli.js', 'rotate-key-encryption'], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: sut.db.url, KEY_ENCRYPTION_KEY: current, KEY_ENCRYPTION_KEYS_PREVIOUS: previous.join(',') },
    });
  const snapshot = async () => ({
    dataKeys: await sut.db.query<{ id: string; master_key_id: string; wrapped: string }>(`SELECT id, master_key_id, encode(wrapped, 'hex') AS wrapped FROM data_keys ORDER BY id`),
    productKeys: await sut.db.query<{ id: string; data_key_id: string | null; sealed: string; hash: string }>(`SELECT id, data_key_id, encode(code_encrypted, 'hex') AS sealed, encode(code_hash, 'hex') AS hash FROM product_keys ORDER BY id`),
  });

  beforeAll(async () => {
    sut = await startTestApp();
    db = new DataSource(dataSourceOptions(sut.db.url));
    await db.initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await sut?.close();
  });

  it('sells and reveals keys under master key A, new keys in the envelope format beside legacy ones', async () => {
    game = await newProduct(sut, { keys: 3 });
    for (const code of legacyCodes) {
      const { sealed, hash } = legacyRow(A, code);
      await sut.db.query(`INSERT INTO product_keys (product_id, code_encrypted, code_hash, created_at) VALUES ($1, $2, $3, now() + interval '1 minute')`, [game.id, sealed, hash]);
    }
    const rows = await sut.db.query<{ data_key_id: string | null; master_key_id: string | null; sealed: Buffer }>(
      `SELECT k.data_key_id, d.master_key_id, k.code_encrypted AS sealed FROM product_keys k LEFT JOIN data_keys d ON d.id = k.data_key_id WHERE k.product_id = $1`,
      [game.id],
    );
    expect(rows.filter((row) => row.data_key_id === null)).toHaveLength(2);
    expect(rows.filter((row) => row.master_key_id === idOf(A))).toHaveLength(3);
    for (const row of rows.filter((row) => row.data_key_id)) expect(row.sealed[0]).toBe(1);

    shopper = await signUpShopper(sut.url);
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 4 }]);
    orderNumber = order.orderNumber;
    await payInSandbox(sut, order);
    const view = await orderWhen(sut, shopper, orderNumber, 'completed');
    const revealed = [];
    for (const key of view.keys) revealed.push((await request(sut.url).post(`/api/orders/${orderNumber}/keys/${key.id}/reveal`).set(shopper.auth).expect(200)).body.code);
    // The fourth key sold is a legacy one: it opens as well.
    expect(revealed.sort()).toEqual([...game.codes, legacyCodes[0]].sort());
    [redeemCode] = (await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'credit', creditCents: 500, count: 1 }).expect(201)).body.codes;
    await sut.process.stop();
  });

  it('refuses to rotate without the master key the data is under, and changes nothing', async () => {
    const before = await snapshot();
    await expect(rotate(B)).rejects.toThrow(`Refusing to rotate, nothing was changed: data keys are wrapped by a master key that is not configured`);
    await expect(rotate(B)).rejects.toThrow(idOf(A));
    expect(await snapshot()).toEqual(before);
  });

  it('rotates to B with A as previous: every data key re-wrapped, legacy keys converted, hashes unchanged', async () => {
    const before = await snapshot();
    const dataKeyCount = before.dataKeys.length;
    expect(await rotate(B, [A])).toEqual({ masterKeyId: idOf(B), rewrapped: dataKeyCount, converted: 2 });
    const after = await snapshot();
    expect(after.dataKeys.every((row) => row.master_key_id === idOf(B))).toBe(true);
    expect(after.productKeys.filter((row) => row.data_key_id === null)).toHaveLength(0);
    expect(after.productKeys.map((row) => row.hash)).toEqual(before.productKeys.map((row) => row.hash));
    // Only the legacy rows were re-sealed: the others keep their ciphertext, only their data key's wrapping changed.
    const changed = after.productKeys.filter((row, i) => row.sealed !== before.productKeys[i].sealed);
    expect(changed).toHaveLength(2);
  });

  it('refuses to rotate to C while B, which wraps the data keys now, is missing', async () => {
    const before = await snapshot();
    await expect(rotate(C, [A])).rejects.toThrow(idOf(B));
    const refused = await rotateByCli(C).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect((refused as { stderr: string }).stderr).toContain(`Refusing to rotate, nothing was changed`);
    expect((refused as { stderr: string }).stderr).toContain(idOf(B));
    expect(await snapshot()).toEqual(before);
  });

  it('rotates to C with B as previous and A gone; a second run finds nothing to do', async () => {
    const dataKeyCount = (await snapshot()).dataKeys.length;
    expect(await rotate(C, [B])).toEqual({ masterKeyId: idOf(C), rewrapped: dataKeyCount, converted: 0 });
    const again = await rotateByCli(C, [B]);
    expect(again.stdout).toBe(`Every data key is now wrapped under master key ${idOf(C)}: 0 re-wrapped now, 0 legacy product keys converted. KEY_ENCRYPTION_KEYS_PREVIOUS may now be emptied.\n`);
    expect(await sut.db.query(`SELECT DISTINCT master_key_id FROM data_keys`)).toEqual([{ master_key_id: idOf(C) }]);
  });

  it('does not start with the old master key alone: it names the master key its data keys need', async () => {
    const stale = startProcess('node', ['dist/src/main.js'], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: sut.db.url,
      REDIS_URL: TEST_REDIS_URL,
      KEY_ENCRYPTION_KEY: B,
    });
    try {
      const [code] = await once(stale.child, 'exit');
      expect(code).toBe(1);
      expect(stale.output()).toContain(`Data keys are wrapped under master key ${idOf(C)}, which is not configured`);
      expect(stale.output()).not.toContain(B);
    } finally {
      await stale.stop();
    }
  });

  describe('the store started with only C', () => {
    let app: RunningProcess;
    let url: string;

    beforeAll(async () => {
      url = `http://127.0.0.1:${await freePort()}`;
      app = startProcess('node', ['dist/src/main.js'], {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: new URL(url).port,
        HOST: '127.0.0.1',
        DATABASE_URL: sut.db.url,
        REDIS_URL: TEST_REDIS_URL,
        PUBLIC_URL: url,
        KEY_ENCRYPTION_KEY: C,
      });
      await waitForApp(app, url);
    });
    afterAll(async () => app?.stop());

    it('reveals every bought key through the API', async () => {
      const view = (await request(url).get(`/api/orders/${orderNumber}`).set(shopper.auth).expect(200)).body;
      const revealed = [];
      for (const key of view.keys) revealed.push((await request(url).post(`/api/orders/${orderNumber}/keys/${key.id}/reveal`).set(shopper.auth).expect(200)).body.code);
      expect(revealed.sort()).toEqual([...game.codes, legacyCodes[0]].sort());
    });

    it('still knows the keys it holds and the redeem codes it issued (the keyed hashes survive the rotation)', async () => {
      const res = await request(url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: `${game.codes[0]}\n${legacyCodes[1]}` }).expect(200);
      expect(res.body).toMatchObject({ added: 0 });
      expect(res.body.duplicates).toHaveLength(2);
      await request(url).post('/api/redeem').set(shopper.auth).send({ cd_key: redeemCode }).expect(200);
    });

    it('decrypts every stored key through the key cipher of C alone', async () => {
      const cipher = await KeyCipher.open(new MasterKeyRing(Buffer.from(C, 'hex')), new DataKeysRepository(db), () => new ProductKeysRepository(db).legacySample());
      const rows = await sut.db.query<{ product_id: string; code_encrypted: Buffer; data_key_id: string }>(`SELECT product_id, code_encrypted, data_key_id FROM product_keys`);
      const codes = await Promise.all(rows.map(async (row) => ({ product: row.product_id, code: await cipher.decrypt(row.code_encrypted, row.data_key_id) })));
      expect(codes.filter((row) => row.product === game.id).map((row) => row.code).sort()).toEqual([...game.codes, ...legacyCodes].sort());
      expect(codes.filter((row) => row.product !== game.id).every((row) => row.code.startsWith('DEMO-'))).toBe(true);
      await expect(KeyCipher.open(new MasterKeyRing(Buffer.from(A, 'hex')), new DataKeysRepository(db), async () => null)).rejects.toThrow(idOf(C));
    });
  });
});
