/**
 * The WebAuthn user handle of an account: the 16 bytes of its uuid, which name nobody (the spec asks
 * that a user handle hold no e-mail or name).
 */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

/** The handle as the browser sends it back, base64url. */
export function encodedUserHandleOf(userId: string): string {
  return Buffer.from(userHandleOf(userId)).toString('base64url');
}
