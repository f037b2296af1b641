import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { InputLimits } from '../config/app-config.js';
import { listedDetails } from './errors/error-body.js';
import { tooManyValues } from './json-body.js';
import { oversizedLists } from './list-sizes.js';

/** No request of the store nests deeper than this; class-transformer would exhaust the stack on a deep enough one. */
export const MAX_INPUT_DEPTH = 20;

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((m) => (m.startsWith(error.property) ? m.replace(error.property, path) : `${path}: ${m}`));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

function refusal(details: string[], limits: InputLimits): BadRequestException {
  // Two rules of one field may say the same thing (a length and a pattern): said once.
  const listed = listedDetails([...new Set(details)], limits);
  return new BadRequestException({ code: 'validation_failed', message: listed.join('; '), details: listed });
}

/** The fields of a JSON object (an array's are its length: counted without listing them). */
function fieldCount(value: object): number {
  return Array.isArray(value) ? value.length : Object.keys(value).length;
}

/**
 * What no field may hold, whatever its type: a NUL character (Postgres text cannot store one, so the
 * query would fail), nesting deeper than MAX_INPUT_DEPTH, or more than `maxValues` values in all.
 * Walks the value without recursion, and counts an array or object before entering it, so a huge one
 * is refused without being walked.
 */
export function unstorableInput(value: unknown, name: string, maxValues: number): string[] {
  const problems = new Set<string>();
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: name, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) problems.add(`${path || 'the request'} must not contain NUL characters`);
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) {
        problems.add(`${path || 'the request'} is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`);
        continue;
      }
      values += fieldCount(current);
      if (values > maxValues) return [...problems, tooManyValues(name, maxValues)];
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) problems.add(`${path || 'the request'} must not hold a field name with NUL characters`);
        pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return [...problems];
}

/**
 * The global pipe: first what no input may hold, then the DTO's own rules. Each check before
 * class-transformer costs no more than the request's size, and a refusal lists a few problems, not
 * every one: a request under the body limit is refused in milliseconds, with a body of a few KB.
 */
class StoreValidationPipe extends ValidationPipe {
  constructor(private readonly limits: InputLimits) {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => refusal(flatten(errors), limits),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const lists = oversizedLists(value, metadata.metatype, MAX_INPUT_DEPTH);
      const problems = lists.length > 0 ? lists : unstorableInput(value, metadata.data ?? '', this.limits.maxValues);
      if (problems.length > 0) throw refusal(problems, this.limits);
    }
    // A JSON null would pass as an empty body: for a form whose fields are all optional, a change nobody asked for.
    if (metadata.type === 'body' && value === null && metadata.metatype && metadata.metatype !== Object) throw refusal(['the request body must be a JSON object'], this.limits);
    return super.transform(value, metadata);
  }
}

/** Validates every body, query and path parameter: unknown fields are refused, values are converted to their declared types. */
export function createValidationPipe(limits: InputLimits): ValidationPipe {
  return new StoreValidationPipe(limits);
}
