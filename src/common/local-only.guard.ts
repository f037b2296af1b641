import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/** Whether an address is this machine's own: 127.0.0.0/8 or ::1, also written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const plain = (address ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  if (isIP(plain) !== 6) return false;
  // The URL parser writes every IPv6 address one way: ::1, and mapped IPv4 as ::ffff:7fxx:xxxx.
  const normal = new URL(`http://[${plain}]`).hostname;
  return normal === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(normal);
}

/** What a request says about where it comes from: the socket's peer, and the X-Forwarded-For header if any. */
export interface RequestSource {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
}

/**
 * Whether a request comes from this machine: its direct peer is loopback, and so is every client
 * X-Forwarded-For names (a proxy on this machine forwarding someone else's request is not local).
 * The socket decides, never the header alone, whatever TRUST_PROXY says: a remote client can write
 * any X-Forwarded-For it likes.
 */
export function isLocalRequest(source: RequestSource): boolean {
  if (!isLoopbackAddress(source.remoteAddress)) return false;
  const forwarded = [source.forwardedFor ?? []].flat().flatMap((header) => header.split(','));
  return forwarded.every((address) => isLoopbackAddress(address));
}

/** For development-only routes (the mailbox): refuses every client that is not on this machine. */
@Injectable()
export class LocalOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isLocalRequest({ remoteAddress: request.raw.socket.remoteAddress, forwardedFor: request.headers['x-forwarded-for'] })) {
      throw new ForbiddenException({ code: 'local_only', message: 'This development page answers only on the machine the store runs on.' });
    }
    return true;
  }
}
