// Query parameters that carry a secret: the token of a password reset link, and the like.
const SECRET_PARAMS = /([?&](?:token|refresh_token|access_token|code)=)[^&#]*/gi;

/** The URL as it may be logged: the values of secret query parameters are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
