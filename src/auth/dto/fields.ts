import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

/** E-mail addresses are kept trimmed and in lower case. */
const normalEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** A blank optional text means none. */
export const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Digits with the usual separators and an optional leading +, with at least six digits. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{6,24}$/;

@ValidatorConstraint({ name: 'phone' })
class PhoneNumber implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 6;
  }
  defaultMessage(): string {
    return '$property must be a phone number, like +27 82 123 4567';
  }
}

export function EmailField() {
  return applyDecorators(
    Transform(normalEmail),
    MaxLength(254, { message: 'email must be at most 254 characters' }),
    IsEmail({}, { message: 'email must be a valid e-mail address' }),
  );
}

/** A password as typed; the password policy, not the validation, judges its strength. */
export function PasswordField(name = 'password') {
  return applyDecorators(MaxLength(1024, { message: `${name} is too long` }), IsString({ message: `${name} must be a string` }));
}

/** The six digits of a mailed sign-in code; spaces typed between them are dropped. */
export function SignInCodeField() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.length <= 20 ? value.replace(/\s/g, '') : value)),
    Matches(/^\d{6}$/, { message: 'code must be the 6 digits of the code we e-mailed' }),
    MaxLength(20, { message: 'code must be the 6 digits of the code we e-mailed' }),
    IsString({ message: 'code must be a string' }),
  );
}

export function PhoneField() {
  return applyDecorators(Transform(blankToNull), Validate(PhoneNumber));
}
