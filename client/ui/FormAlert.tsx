import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface FormAlertProps {
  tone?: 'danger' | 'success';
  /** Nothing is shown while empty; the live region itself stays so that the next message is announced. */
  children?: ReactNode;
  className?: string;
}

/**
 * A form's message about the whole form (a refused sign-in, a sent e-mail). The live region is always
 * there, empty until a message comes, so that screen readers announce the message when it appears.
 */
export function FormAlert({ tone = 'danger', children, className }: FormAlertProps) {
  const Icon = tone === 'danger' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} aria-atomic="true">
      {children ? (
        <div
          className={cn(
            'flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1',
            tone === 'danger' ? 'bg-danger/10 text-danger ring-danger/25' : 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300',
            className,
          )}
        >
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-2 text-pretty">{children}</div>
        </div>
      ) : null}
    </div>
  );
}

/** A titled message inside a FormAlert; the description's line breaks are kept. */
export function FormAlertMessage({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <p className="font-semibold">{title}</p>
      {description && <p className="whitespace-pre-line">{description}</p>}
    </>
  );
}
