// A game of the bench's own with `keyCount` keys, stocked through the admin API as an owner would.
import { call } from './bench-account.js';

export async function stockBenchProduct(appUrl, db, token, name, keyCount) {
  const slug = `bench-${name}-${Date.now()}`;
  const [{ id }] = (await db.query(`INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, 999, 'PC') RETURNING id`, [`Bench ${name}`, slug])).rows;
  const tag = slug.slice(-8).toUpperCase();
  // In batches, as the import takes a bounded number of lines per request.
  for (let start = 0; start < keyCount; start += 1000) {
    const keys = Array.from({ length: Math.min(1000, keyCount - start) }, (_, i) => `${name.slice(0, 4).toUpperCase()}-${tag}-${String(start + i).padStart(6, '0')}`);
    await call(appUrl, 'POST', `/api/admin/products/${id}/keys`, { keys: keys.join('\n') }, token);
  }
  return id;
}

/**
 * One checkout through the API; its status and body, never thrown. `form` adds checkout fields; `from`
 * is the shopper's address as a proxy in front of the store passes it on (X-Forwarded-For).
 */
export async function checkout(appUrl, token, items, idempotencyKey, form = {}, from = undefined) {
  const res = await fetch(new URL('/api/checkout', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey, ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ items, firstName: 'Bench', deliveryConsent: true, ...form }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
