import { BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tooManyValuesInBody } from '../common/json-body.js';
import type { InputLimits } from '../config/app-config.js';
import { parseFormFields } from './payfast/payfast-encoding.js';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The body of each form request exactly as it arrived, for handlers that verify signatures over it. */
const rawBodies = new WeakMap<object, string>();

/** The fields of a form, counted by its separators without parsing it (a field per `&`, and one). */
function formFieldCount(raw: string): number {
  let fields = 1;
  for (let at = raw.indexOf('&'); at !== -1; at = raw.indexOf('&', at + 1)) fields++;
  return fields;
}

/**
 * Parses `application/x-www-form-urlencoded` bodies into `{ name: value }` (the first value of a
 * repeated name) and keeps the raw string beside, for `@RawFormBody()`; a form of more fields than
 * any request may hold is refused before it is parsed. Call before `app.init()`.
 */
export function registerFormBodyParser(app: NestFastifyApplication, limits: InputLimits): void {
  app.useBodyParser(FORM_CONTENT_TYPE, {}, (request, body, done) => {
    const raw = body.toString('utf8');
    if (formFieldCount(raw) > limits.maxValues) return done(tooManyValuesInBody(limits.maxValues), undefined);
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
