import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

interface SubmitButtonProps {
  busy: boolean;
  /** What the button says while the request runs, such as 'Signing in...'. */
  busyLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Nothing to send yet (an empty field): the button cannot be pressed at all. */
  disabled?: boolean;
}

/**
 * A form's submit button that says what is happening while the request runs. It stays focusable
 * while busy (aria-disabled rather than disabled) so keyboard and screen reader users keep their
 * place; the form ignores a second submit itself.
 */
export function SubmitButton({ busy, busyLabel, children, variant, size, className, disabled }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled} aria-disabled={busy || undefined} className={buttonStyles({ variant, size, className: `aria-disabled:cursor-wait aria-disabled:opacity-70 ${className ?? ''}` })}>
      {busy ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
