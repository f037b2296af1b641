import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isSingleLine } from '../single-line.js';

/** Refuses a line break or control character in a single-line field, saying so in words: `{label} must be on one line…`. */
export function SingleLine(label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'singleLine',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || isSingleLine(value),
        defaultMessage: () => `${label} must be on one line, without line breaks, tabs or other control characters`,
      },
    },
    options,
  );
}
