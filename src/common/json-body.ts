import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InputLimits } from '../config/app-config.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;

/** The refusal of a request holding more than `maxValues` list items and fields, whether counted in its text or in its value. */
export function tooManyValues(name: string, maxValues: number): string {
  return `${name || 'the request'} holds too many values: at most ${maxValues} list items and fields in all`;
}

/** The same refusal for a body counted before it is parsed, in the common error body. */
export function tooManyValuesInBody(maxValues: number): BadRequestException {
  const message = tooManyValues('', maxValues);
  return new BadRequestException({ code: 'validation_failed', message, details: [message] });
}

/**
 * Whether JSON text holds more than `maxValues` list items and fields, counted in one pass over its
 * bytes without parsing it: each comma or opening bracket outside a string is one more (an empty
 * list or object counts one too). UTF-8 never uses these bytes inside a multi-byte character.
 */
export function jsonHoldsOver(json: Uint8Array, maxValues: number): boolean {
  let values = 0;
  for (let at = 0; at < json.length; at++) {
    const byte = json[at];
    if (byte === QUOTE) {
      for (at++; at < json.length && json[at] !== QUOTE; at++) if (json[at] === BACKSLASH) at++;
    } else if ((byte === COMMA || byte === OPEN_LIST || byte === OPEN_OBJECT) && ++values > maxValues) {
      return true;
    }
  }
  return false;
}

/**
 * JSON bodies, parsed by Fastify's own parser once their values are counted: parsing a body of
 * hundreds of thousands of values takes a tenth of a second and more, counting them a millisecond.
 * Call before `app.init()`.
 */
export function registerJsonBodyParser(app: NestFastifyApplication, limits: InputLimits): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parse = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    if (jsonHoldsOver(body, limits.maxValues)) return done(tooManyValuesInBody(limits.maxValues), undefined);
    parse(request as Parameters<typeof parse>[0], body.toString('utf8'), done);
  });
}
