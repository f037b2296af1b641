import { decideRefresh, PresentedRefreshToken } from './refresh-rotation.js';

describe('decideRefresh', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const seconds = (n: number) => new Date(now.getTime() + n * 1000);
  const token = (over: Partial<PresentedRefreshToken> = {}): PresentedRefreshToken => ({
    rotatedAt: null,
    sessionRevokedAt: null,
    sessionExpiresAt: seconds(3600),
    ...over,
  });

  it('rotates the current token of a live session', () => {
    expect(decideRefresh(token(), now, 10_000)).toEqual({ action: 'rotate' });
  });

  it('refuses an unknown token', () => {
    expect(decideRefresh(null, now, 10_000)).toEqual({ action: 'refuse', error: 'refresh_token_not_found' });
  });

  it('refuses a token of a revoked or expired session, even a current one', () => {
    expect(decideRefresh(token({ sessionRevokedAt: seconds(-1) }), now, 10_000)).toEqual({ action: 'refuse', error: 'session_not_found' });
    expect(decideRefresh(token({ sessionExpiresAt: now }), now, 10_000)).toEqual({ action: 'refuse', error: 'session_not_found' });
    expect(decideRefresh(token({ rotatedAt: seconds(-60), sessionRevokedAt: seconds(-30) }), now, 10_000)).toMatchObject({ action: 'refuse' });
  });

  it('lets a token rotated a moment ago be exchanged again, for parallel requests', () => {
    expect(decideRefresh(token({ rotatedAt: seconds(-10) }), now, 10_000)).toEqual({ action: 'rotate' });
  });

  it('ends the session when a rotated token comes back later', () => {
    expect(decideRefresh(token({ rotatedAt: seconds(-11) }), now, 10_000)).toEqual({ action: 'revoke_session' });
  });

  it('ends the session on any reuse when the interval is zero', () => {
    expect(decideRefresh(token({ rotatedAt: new Date(now.getTime() - 1) }), now, 0)).toEqual({ action: 'revoke_session' });
  });
});
