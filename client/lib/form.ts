import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type Resolver, type SubmitErrorHandler, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * A store form (react-hook-form): checked when it is sent rather than while typing, the first field
 * with a problem focused, and a field's error gone as soon as the person edits that field.
 */
export function useStoreForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>, validate?: Validate<Values>): UseFormReturn<Values> {
  // react-hook-form keeps the resolver it was first given; the rules may depend on props (a Steam game in the cart).
  const latest = useRef(validate);
  latest.current = validate;
  return useForm<Values>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: true, resolver: resolverOf((values) => latest.current?.(values) ?? {}) });
}

/** The store's validators: the rules shared with the server, a message per field that breaks one. */
type Validate<Values> = (values: Values) => Partial<Record<keyof Values, string | null | undefined>>;

/** Runs a shared validator as the form's resolver, so that one function holds a form's rules. */
function resolverOf<Values extends FieldValues>(validate: Validate<Values>): Resolver<Values> {
  return async (values) => {
    const problems = Object.entries(validate(values)).filter(([, message]) => message);
    if (problems.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(problems.map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors<Values> };
  };
}

type FieldRules<Values extends FieldValues> = RegisterOptions<Values, Path<Values>> & { onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void };

/**
 * What a TextField, PasswordField or TextAreaField needs to be one of the form's fields: its value
 * and events, its ref (to focus it), and its error; editing it clears the error.
 */
export function fieldProps<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>, rules: FieldRules<Values> = {}) {
  const { ref, ...props } = form.register(name, {
    ...rules,
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      form.clearErrors(name);
      rules.onChange?.(event);
    },
  } as RegisterOptions<Values, Path<Values>>);
  const error = form.getFieldState(name, form.formState).error?.message;
  return { ...props, inputRef: ref, error };
}

/** `fieldProps` for a TextAreaField. */
export function textAreaProps<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>, rules: FieldRules<Values> = {}) {
  const { inputRef, ...props } = fieldProps(form, name, rules);
  return { ...props, textAreaRef: inputRef };
}

/** The form's submit handler: checks the fields, then sends; a second submit while one runs is ignored. */
export function submitHandler<Values extends FieldValues>(form: UseFormReturn<Values>, send: (values: Values) => Promise<unknown>, onInvalid?: SubmitErrorHandler<Values>) {
  const submit = form.handleSubmit(async (values) => {
    await send(values);
  }, onInvalid);
  return (event: FormEvent) => {
    if (!form.formState.isSubmitting) return submit(event);
    event.preventDefault();
  };
}

/** Shows the server's refusals beside their fields, focusing the first of them. */
export function showFieldErrors<Values extends FieldValues>(form: UseFormReturn<Values>, errors: Partial<Record<Path<Values>, string>>, order: readonly Path<Values>[]) {
  const fields = order.filter((field) => errors[field]);
  fields.forEach((field, index) => form.setError(field, { type: 'server', message: errors[field] }, { shouldFocus: index === 0 }));
}

/**
 * Leaves for another page after a form succeeded; the returned promise never settles, so that the
 * form stays busy (and ignores another submit) until the next page replaces it.
 */
export function leaveFor(href: string): Promise<never> {
  window.location.assign(href);
  return new Promise<never>(() => {});
}
