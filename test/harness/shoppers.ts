import { randomUUID } from 'node:crypto';
import request from 'supertest';

export interface Shopper {
  email: string;
  accessToken: string;
  auth: { authorization: string };
}

/** Signs a new shopper up through the API and returns their bearer token. */
export async function signUpShopper(url: string): Promise<Shopper> {
  const email = `shopper-${randomUUID()}@keyshop.test`;
  const res = await request(url)
    .post('/api/auth/signup')
    .send({ email, password: 'Keyshop-test-1', ageConfirmed: true, termsAccepted: true })
    .expect(201);
  return { email, accessToken: res.body.access_token, auth: { authorization: `Bearer ${res.body.access_token}` } };
}
