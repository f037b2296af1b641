import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isSingleLine } from '../single-line.js';

/**
 * Refuses a line break or control character in a single-line field, saying so in words:
 * `{label} must be on one line…`, the field's own name when no label is given.
 */
export function SingleLine(label = '$property', options?: ValidationOptions): PropertyDecorator {
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
