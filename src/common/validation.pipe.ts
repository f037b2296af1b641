import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((m) => (m.startsWith(error.property) ? m.replace(error.property, path) : `${path}: ${m}`));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** Validates every body and query: unknown fields are refused, values are converted to their declared types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new BadRequestException({ code: 'validation_failed', message: details.join('; '), details });
    },
  });
}
