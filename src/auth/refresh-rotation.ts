/** What the database knows about a presented refresh token and its session. */
export interface PresentedRefreshToken {
  /** When the token was exchanged for its child; null while it is the session's current token. */
  rotatedAt: Date | null;
  sessionRevokedAt: Date | null;
  sessionExpiresAt: Date;
}

export type RefreshDecision =
  | { action: 'rotate' }
  | { action: 'refuse'; error: 'refresh_token_not_found' | 'session_not_found' }
  | { action: 'revoke_session' };

/**
 * The refresh-token rotation rules (GoTrue's): a current token is exchanged for a child; a token
 * already exchanged may be exchanged again only within `reuseIntervalMs` of its rotation (parallel
 * requests of one browser); any later reuse means the token leaked, so the whole session ends.
 */
export function decideRefresh(token: PresentedRefreshToken | null, now: Date, reuseIntervalMs: number): RefreshDecision {
  if (!token) return { action: 'refuse', error: 'refresh_token_not_found' };
  if (token.sessionRevokedAt || token.sessionExpiresAt.getTime() <= now.getTime()) return { action: 'refuse', error: 'session_not_found' };
  if (!token.rotatedAt) return { action: 'rotate' };
  if (now.getTime() - token.rotatedAt.getTime() <= reuseIntervalMs) return { action: 'rotate' };
  return { action: 'revoke_session' };
}
