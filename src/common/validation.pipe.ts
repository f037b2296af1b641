import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** No request of the store nests deeper than this; class-transformer would exhaust the stack on a deep enough one. */
export const MAX_INPUT_DEPTH = 20;

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((m) => (m.startsWith(error.property) ? m.replace(error.property, path) : `${path}: ${m}`));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

function refusal(details: string[]): BadRequestException {
  return new BadRequestException({ code: 'validation_failed', message: details.join('; '), details });
}

/**
 * What no field may hold, whatever its type: a NUL character (Postgres text cannot store one, so the
 * query would fail) or nesting deeper than MAX_INPUT_DEPTH. Walks the value without recursion.
 */
export function unstorableInput(value: unknown, name: string): string[] {
  const problems = new Set<string>();
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: name, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) problems.add(`${path || 'the request'} must not contain NUL characters`);
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) {
        problems.add(`${path || 'the request'} is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`);
        continue;
      }
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) problems.add(`${path || 'the request'} must not hold a field name with NUL characters`);
        pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return [...problems];
}

/** The global pipe: first what no input may hold, then the DTO's own rules. */
class StoreValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problems = unstorableInput(value, metadata.data ?? '');
      if (problems.length > 0) throw refusal(problems);
    }
    // A JSON null would pass as an empty body: for a form whose fields are all optional, a change nobody asked for.
    if (metadata.type === 'body' && value === null && metadata.metatype && metadata.metatype !== Object) throw refusal(['the request body must be a JSON object']);
    return super.transform(value, metadata);
  }
}

/** Validates every body, query and path parameter: unknown fields are refused, values are converted to their declared types. */
export function createValidationPipe(): ValidationPipe {
  return new StoreValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => refusal(flatten(errors)),
  });
}
