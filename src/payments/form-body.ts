import { BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseFormFields } from './payfast/payfast-encoding.js';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The body of each form request exactly as it arrived, for handlers that verify signatures over it. */
const rawBodies = new WeakMap<object, string>();

/**
 * Parses `application/x-www-form-urlencoded` bodies into `{ name: value }` (the first value of a
 * repeated name) and keeps the raw string beside, for `@RawFormBody()`. Call before `app.init()`.
 */
export function registerFormBodyParser(app: NestFastifyApplication): void {
  app.useBodyParser(FORM_CONTENT_TYPE, {}, (request, body, done) => {
    const raw = body.toString('utf8');
    const parsed: Record<string, string> = {};
    for (const [name, value] of parseFormFields(raw)) {
      // As Nest's own parser does for JSON and forms: such a name could replace an object's prototype downstream.
      if (name === '__proto__') return done(new BadRequestException('Object contains forbidden prototype property'), undefined);
      if (!Object.hasOwn(parsed, name)) parsed[name] = value;
    }
    rawBodies.set(request, raw);
    done(null, parsed);
  });
}

/** The raw body of a form request, or '' when the request carried no form. */
export function rawFormBodyOf(request: object): string {
  return rawBodies.get(request) ?? '';
}

/** Handler parameter: the form body exactly as posted (e.g. a payment notification, whose signature covers it). */
export const RawFormBody = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  rawFormBodyOf(context.switchToHttp().getRequest()),
);
