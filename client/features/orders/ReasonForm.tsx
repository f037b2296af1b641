import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { textAreaProps, useStoreForm } from '../../lib/form';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { TextAreaField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { REASON_MAX, reasonError } from './after-sales';

/** A filled red button for the step that cannot be undone, readable in both themes. */
const dangerButtonClass = 'bg-red-700 text-white shadow-red-900/20 hover:bg-red-800';

interface ReasonFormProps {
  /** The form's name, as the title of the dialog it stands in. */
  label: string;
  intro: string;
  /** What the reason explains, for its error: 'the order is cancelled'. */
  what: string;
  hint: string;
  /** More fields under the reason, such as a checkbox. */
  children?: ReactNode;
  busy: boolean;
  error: string | null;
  /** Called with the trimmed reason once it is within the server's bounds. */
  onSubmit: (reason: string) => void;
  cancelLabel: string;
  onCancel: () => void;
  submitIcon: LucideIcon;
  submitLabel: string;
  busyLabel: string;
}

/**
 * The form of an admin step that cannot be undone and must say why (cancelling a held order,
 * suspending an account): the reason is checked here before anything is sent.
 */
export function ReasonForm({ label, intro, what, hint, children, busy, error, onSubmit, cancelLabel, onCancel, submitIcon: SubmitIcon, submitLabel, busyLabel }: ReasonFormProps) {
  const form = useStoreForm<{ reason: string }>({ reason: '' }, ({ reason }) => ({ reason: reasonError(reason, what) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void form.handleSubmit(({ reason }) => onSubmit(reason.trim()))(event);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <p className="text-sm text-pretty">{intro}</p>
      <TextAreaField
        label="Reason"
        required
        hint={hint}
        maxLength={REASON_MAX}
        {...textAreaProps(form, 'reason')}
        className="min-h-24"
      />
      {children}
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          {cancelLabel}
        </button>
        <SubmitButton busy={busy} busyLabel={busyLabel} className={dangerButtonClass}>
          <SubmitIcon aria-hidden="true" />
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
