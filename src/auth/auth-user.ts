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
}

/** The claims of an access token: `sub` is the user id, `sid` the session id. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
  sid: string;
  aal?: AssuranceLevel;
  iat?: number;
  exp?: number;
}
