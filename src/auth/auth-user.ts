export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How strongly a session was signed in: 1 with one factor, 2 with two (or a passkey that verified its user). */
export type AssuranceLevel = 1 | 2;

/** Who is making a request, as carried by a verified access token and checked against its session. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** Whether the owner followed a link mailed to the address (checkout needs it). */
  emailVerified: boolean;
  /** The session the access token belongs to. */
  sessionId: string;
  /** The session's assurance level, read from the session (not the token) on every request. */
  aal: AssuranceLevel;
  /** When the session last proved a second factor; null when it never has. */
  secondFactorAt: Date | null;
  /** Whether the account has a second factor (an authenticator app) set up. */
  secondFactorEnrolled: boolean;
}

/** The claims of an access token: `sub` is the user id, `sid` the session id. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
  sid: string;
  /** The session's assurance level when the token was signed. */
  aal?: AssuranceLevel;
  iat?: number;
  exp?: number;
}
