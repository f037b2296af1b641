import { randomBytes, randomInt } from 'node:crypto';
import { expect, request as apiRequest } from '@playwright/test';

const ADMIN = { email: 'admin@keyshop.local', password: 'keyshop-admin-1' };

/**
 * Adds `count` new keys to a demo game as the admin does, through the API, so that a test which
 * buys or shows it in stock does not depend on what the journeys before it bought.
 */
export async function restock(baseURL: string, slug: string, count: number): Promise<void> {
  const admin = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    const signIn = await admin.post('/api/auth/token?grant_type=password', { data: ADMIN });
    expect(signIn.status()).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const product = await admin.get(`/api/products/${slug}`);
    expect(product.status()).toBe(200);
    const { id } = (await product.json()) as { id: string };
    const keys = Array.from({ length: count }, () => `E2E-RESTOCK-${randomBytes(6).toString('hex').toUpperCase()}`).join('\n');
    const added = await admin.post(`/api/admin/products/${id}/keys`, { data: { keys }, headers: { authorization: `Bearer ${token}` } });
    expect(added.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
