import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { SessionView } from '#contracts/auth.contract';
import type { PasskeyRegistrationOptionsView, PasskeySignInOptionsView, PasskeyView } from '#contracts/passkeys.contract';
import { apiRequest } from '../../lib/api';

const PASSKEYS_PATH = '/api/auth/passkeys';

/** What a person is told when the browser's passkey prompt ends without a passkey. */
function browserProblem(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for your account.';
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey prompt was closed or timed out. Please try again.';
  return 'This browser could not use a passkey. Please try again, or use another way to sign in.';
}

/** The server takes the browser's answer without extension results and transports, which it does not use. */
function answerOf<T extends { id: string; rawId: string; type: string; authenticatorAttachment?: string; response: object }>(credential: T, response: object) {
  return { id: credential.id, rawId: credential.rawId, type: credential.type, authenticatorAttachment: credential.authenticatorAttachment, response };
}

/** Makes a passkey on this device for the signed-in account and adds it; `problem` when either side refused. */
export async function registerPasskey(): Promise<{ ok: true; passkey: PasskeyView } | { ok: false; problem: string }> {
  const options = await apiRequest<PasskeyRegistrationOptionsView>('POST', `${PASSKEYS_PATH}/registration/options`);
  if (!options.ok) return { ok: false, problem: options.error.message };
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: options.data as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch (error) {
    return { ok: false, problem: browserProblem(error) };
  }
  const { clientDataJSON, attestationObject } = credential.response;
  const added = await apiRequest<PasskeyView>('POST', `${PASSKEYS_PATH}/registration/verify`, { credential: answerOf(credential, { clientDataJSON, attestationObject }) });
  return added.ok ? { ok: true, passkey: added.data } : { ok: false, problem: added.error.message };
}

/** Signs in with a passkey the person picks in the browser's prompt (no e-mail needed). */
export async function signInWithPasskey(): Promise<{ ok: true } | { ok: false; problem: string }> {
  const options = await apiRequest<PasskeySignInOptionsView>('POST', `${PASSKEYS_PATH}/sign-in/options`);
  if (!options.ok) return { ok: false, problem: options.error.message };
  let credential;
  try {
    credential = await startAuthentication({ optionsJSON: options.data as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch (error) {
    return { ok: false, problem: browserProblem(error) };
  }
  const { clientDataJSON, authenticatorData, signature, userHandle } = credential.response;
  const session = await apiRequest<SessionView>('POST', `${PASSKEYS_PATH}/sign-in/verify`, { credential: answerOf(credential, { clientDataJSON, authenticatorData, signature, userHandle }) });
  return session.ok ? { ok: true } : { ok: false, problem: session.error.message };
}

export const passkeyPath = (id: string) => `${PASSKEYS_PATH}/${encodeURIComponent(id)}`;
export { PASSKEYS_PATH };
