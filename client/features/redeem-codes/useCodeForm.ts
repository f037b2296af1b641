import { useRef } from 'react';
import { submitHandler, useStoreForm } from '../../lib/form';
import { apiRequest } from '../../lib/api';
import { CODE_FIELDS, type Checked, type CodeField, type CodeFieldErrors, type CodeRewardValues } from './admin-codes';
import type { CodeRewardFieldsProps } from './CodeRewardFields';
import { sortCodeErrors } from './server-errors';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

interface CodeFormOptions<Values extends CodeRewardValues, Body, Answer> {
  initial: Values;
  check: (values: Values) => Checked<Body>;
  apiPath: string;
  /** Runs once the values pass the checks, as the request leaves. */
  onSending?: () => void;
  /** The server took the codes; `values` are the ones sent. */
  onSent: (answer: Answer, values: Values) => void;
}

/**
 * The state both code forms share (generating and importing), on the store form hook: the values,
 * errors under the fields with focus on the first, the checks before sending, and the server's
 * refusals sorted to their fields.
 */
export function useCodeForm<Values extends CodeRewardValues, Body, Answer>({ initial, check, apiPath, onSending, onSent }: CodeFormOptions<Values, Body, Answer>) {
  const form = useStoreForm<CodeRewardValues>(initial, (values) => {
    const checked = check(values as Values);
    return checked.ok ? {} : checked.errors;
  });
  const values = form.watch() as Values;
  const { errors: formErrors } = form.formState;
  const errors: CodeFieldErrors = Object.fromEntries(CODE_FIELDS.map((field) => [field, (formErrors as Record<string, { message?: string } | undefined>)[field]?.message]));
  const refs = useRef<Partial<Record<CodeField, FieldElement | null>>>({});

  /** A value changed: the error under its field no longer applies. */
  const update = (change: Partial<Values> | Partial<CodeRewardValues>) => {
    for (const [field, value] of Object.entries(change)) {
      form.setValue(field as keyof CodeRewardValues, value as never);
      form.clearErrors(field as keyof CodeRewardValues);
    }
  };

  const setValues = (next: (current: Values) => Values) => form.reset(next(form.getValues() as Values));

  // The fields are controlled components (the product picker among them), so the first with a problem is focused here.
  const focusFirst = (found: CodeFieldErrors) => {
    const first = CODE_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const submit = submitHandler(
    form,
    async (sent) => {
      const checked = check(sent as Values);
      if (!checked.ok) return;
      onSending?.();
      const result = await apiRequest<Answer>('POST', apiPath, checked.body);
      if (!result.ok) {
        const sorted = sortCodeErrors(result.error);
        for (const [field, message] of Object.entries(sorted.fields)) form.setError(field as keyof CodeRewardValues, { type: 'server', message });
        focusFirst(sorted.fields);
        if (sorted.message) form.setError('root', { message: sorted.message });
        return;
      }
      onSent(result.data, sent as Values);
    },
    (found) => focusFirst(Object.fromEntries(Object.entries(found).map(([field, error]) => [field, error?.message])) as CodeFieldErrors),
  );

  const ref = (field: CodeField) => (element: FieldElement | null) => {
    refs.current[field] = element;
  };

  const rewardFields: CodeRewardFieldsProps = {
    values,
    errors,
    onKindChange: (kind) => update({ kind }),
    onProductChange: (product) => update({ product }),
    onAmountChange: (amount) => update({ amount }),
    productRef: ref('product'),
    amountRef: ref('amount'),
  };

  return { values, setValues, errors, formError: formErrors.root?.message ?? null, busy: form.formState.isSubmitting, update, ref, submit, rewardFields };
}
