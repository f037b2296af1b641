export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is making a request, as carried by a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
}

/** The claims of an access token: `sub` is the user id. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
}
