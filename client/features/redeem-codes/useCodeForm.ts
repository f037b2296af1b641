import { useRef, useState, type FormEvent } from 'react';
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
 * The state both code forms share (generating and importing): the values, errors under the fields
 * with focus on the first, the checks before sending, and the server's refusals sorted to their fields.
 */
export function useCodeForm<Values extends CodeRewardValues, Body, Answer>({ initial, check, apiPath, onSending, onSent }: CodeFormOptions<Values, Body, Answer>) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<CodeFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<CodeField, FieldElement | null>>>({});

  /** A value changed: the error under its field no longer applies. */
  const update = (change: Partial<Values> | Partial<CodeRewardValues>) => {
    setValues((current) => ({ ...current, ...change }));
    const cleared = CODE_FIELDS.filter((field) => field in change);
    if (cleared.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  const showErrors = (found: CodeFieldErrors) => {
    setErrors(found);
    const first = CODE_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = check(values);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setBusy(true);
    onSending?.();
    const result = await apiRequest<Answer>('POST', apiPath, checked.body);
    setBusy(false);
    if (!result.ok) {
      const sorted = sortCodeErrors(result.error);
      showErrors(sorted.fields);
      setFormError(sorted.message);
      return;
    }
    onSent(result.data, values);
  };

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

  return { values, setValues, errors, formError, busy, update, ref, submit, rewardFields };
}
