import { isSameOriginRequest, RequestFacts } from './same-origin.js';

describe('isSameOriginRequest', () => {
  const post = (over: Partial<RequestFacts> = {}): RequestFacts => ({ method: 'POST', host: 'shop.example', hasOwnBearerToken: false, cookies: {}, ...over });
  const withSession = { access_token: 'jwt' };

  it('lets safe methods through', () => {
    expect(isSameOriginRequest({ ...post({ origin: 'https://evil.example', cookies: withSession }), method: 'GET' })).toBe(true);
  });

  it('accepts a page of the same host, by Origin or else Referer', () => {
    expect(isSameOriginRequest(post({ origin: 'https://shop.example', cookies: withSession }))).toBe(true);
    expect(isSameOriginRequest(post({ referer: 'https://shop.example/dashboard?tab=profile', cookies: withSession }))).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'https://SHOP.example' }))).toBe(true);
  });

  it('refuses a page of another site, with or without cookies', () => {
    expect(isSameOriginRequest(post({ origin: 'https://evil.example', cookies: withSession }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ referer: 'https://shop.example.evil.example/', cookies: withSession }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'https://shop.example:8443', cookies: withSession }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'null', cookies: withSession }))).toBe(false);
  });

  it('refuses a request with session cookies that names no page', () => {
    expect(isSameOriginRequest(post({ cookies: withSession }))).toBe(false);
    expect(isSameOriginRequest(post({ cookies: { refresh_token: 'r' } }))).toBe(false);
  });

  it('accepts API clients: a bearer token of ours, or no cookies and no page', () => {
    expect(isSameOriginRequest(post({ hasOwnBearerToken: true, origin: 'https://evil.example', cookies: withSession }))).toBe(true);
    expect(isSameOriginRequest(post())).toBe(true);
  });

  it('refuses a page of another site whose request carries some other authorization', () => {
    expect(isSameOriginRequest(post({ hasOwnBearerToken: false, origin: 'http://evil.example', cookies: withSession }))).toBe(false);
  });

  it('accepts the public address when the proxy rewrites the host', () => {
    expect(isSameOriginRequest(post({ host: '10.0.0.5:3000', origin: 'https://shop.example', cookies: withSession }), ['shop.example'])).toBe(true);
  });
});
