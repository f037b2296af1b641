import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import type { SessionView } from '#contracts/auth.contract';
import { clearSessionCookies, setSessionCookies } from './auth-cookies.js';

describe('session cookies', () => {
  const session = { access_token: 'jwt', refresh_token: 'opaque' } as SessionView;
  const configFor = (isProduction: boolean) => ({ isProduction, auth: { refreshTokenTtlSeconds: 2_592_000 } }) as AppConfig;
  const replyRecorder = () => {
    const calls: { kind: string; name: string; value?: string; options: Record<string, unknown> }[] = [];
    const reply = {
      setCookie: (name: string, value: string, options: Record<string, unknown>) => calls.push({ kind: 'set', name, value, options }),
      clearCookie: (name: string, options: Record<string, unknown>) => calls.push({ kind: 'clear', name, options }),
    } as unknown as FastifyReply;
    return { reply, calls };
  };

  it('sets both tokens httpOnly, SameSite=Lax, on every path, for the life of the session; Secure in production', () => {
    for (const isProduction of [false, true]) {
      const { reply, calls } = replyRecorder();
      setSessionCookies(reply, session, configFor(isProduction));
      expect(calls).toEqual([
        { kind: 'set', name: 'access_token', value: 'jwt', options: { httpOnly: true, sameSite: 'lax', path: '/', secure: isProduction, maxAge: 2_592_000 } },
        { kind: 'set', name: 'refresh_token', value: 'opaque', options: { httpOnly: true, sameSite: 'lax', path: '/', secure: isProduction, maxAge: 2_592_000 } },
      ]);
    }
  });

  it('clears both with the same attributes', () => {
    const { reply, calls } = replyRecorder();
    clearSessionCookies(reply, configFor(true));
    expect(calls.map((call) => [call.kind, call.name, call.options.secure])).toEqual([
      ['clear', 'access_token', true],
      ['clear', 'refresh_token', true],
    ]);
  });
});
