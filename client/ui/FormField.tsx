import * as Checkbox from '@radix-ui/react-checkbox';
import { Check, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { cn } from '../lib/cn';

export const inputStyles =
  'h-11 w-full rounded-lg border border-border bg-card px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-primary/50 focus-visible:border-primary aria-[invalid=true]:border-danger read-only:bg-muted/60';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Shown after the label, such as 'Optional' or a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A label above its control, then the hint and the error, which the control names as its description. */
function FieldFrame({ id, label, hint, error, aside, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  /** Texts that are their own value, or values shown by a label of their own. */
  options: readonly (string | { value: string; label: string })[];
  error?: string | null;
  inputRef?: Ref<HTMLSelectElement>;
}

/** A labelled choice from a list of texts, each its own value, or of values with labels. */
export function SelectField({ label, options, error, inputRef, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select {...select} id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, null, error)} className={cn(inputStyles, 'pr-8', className)}>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  aside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Ids of other elements that describe the field, such as a list of rules. */
  describedById?: string;
}

/** An e-mail address field, as every form that asks for one shows it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required placeholder="you@example.com" {...props} />;
}

/** A labelled text input with its hint and inline error. */
export function TextField({ label, hint, error, aside, inputRef, describedById, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} aside={aside}>
      <input
        {...input}
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, describedById)}
        className={cn(inputStyles, className)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  aside?: ReactNode;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with its hint and inline error. */
export function TextAreaField({ label, hint, error, aside, textAreaRef, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} aside={aside}>
      <textarea
        {...textarea}
        id={id}
        ref={textAreaRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(inputStyles, 'h-auto min-h-32 py-2.5', className)}
      />
    </FieldFrame>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, hint, error, aside, inputRef, describedById, className, ...input }: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} aside={aside}>
      <div className="relative">
        <input
          {...input}
          id={id}
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error, describedById)}
          className={cn(inputStyles, 'pr-11', className)}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label="Show password"
          aria-controls={id}
          className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string | null;
  name?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A checkbox (Radix) with its label beside it and its error below. */
export function CheckboxField({ checked, onCheckedChange, label, error, name, buttonRef }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <Checkbox.Root
          id={id}
          ref={buttonRef}
          name={name}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border border-muted-foreground/50 bg-card transition-colors hover:border-primary aria-[invalid=true]:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
        >
          <Checkbox.Indicator>
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor={id} className="cursor-pointer text-sm leading-6 text-muted-foreground">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-8 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckboxControlProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: ReactNode;
}

/** A CheckboxField that is one of a react-hook-form form's fields; ticking it clears its error. */
export function CheckboxControl<Values extends FieldValues>({ form, name, label }: CheckboxControlProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          name={name}
          checked={field.value === true}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            form.clearErrors(name);
          }}
          label={label}
          error={fieldState.error?.message}
          buttonRef={field.ref}
        />
      )}
    />
  );
}
