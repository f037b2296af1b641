import { Sparkles, TriangleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../../account/api';
import { ADMIN_REDEEM_CODES_API, checkGenerateForm, CODE_FIELDS, MAX_CODE_COUNT, MAX_NOTE_LENGTH, type CodeField, type CodeFieldErrors, type GenerateValues } from '../../redeem/admin-codes';
import type { GeneratedRedeemCodesView } from '../../../src/redeem/redeem.views';
import { FormAlert } from '../ui/FormAlert';
import { TextField } from '../ui/FormField';
import { SubmitButton } from '../ui/SubmitButton';
import { useToast } from '../ui/Toaster';
import { CodeRewardFields } from './CodeRewardFields';
import { GeneratedCodesPanel } from './GeneratedCodesPanel';
import { sortCodeErrors } from './server-errors';

const INITIAL: GenerateValues = { kind: 'product', product: null, amount: '', count: '10', note: '' };

/** Makes a batch of new codes for a game or for credit, then shows them in full this once. */
export function GenerateCodesForm({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState<GenerateValues>(INITIAL);
  const [errors, setErrors] = useState<CodeFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [batch, setBatch] = useState<{ view: GeneratedRedeemCodesView; note: string; createdAt: Date } | null>(null);
  const refs = useRef<Partial<Record<CodeField, HTMLInputElement | null>>>({});

  const update = <K extends keyof GenerateValues>(field: K, value: GenerateValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared: CodeField | null = field === 'product' || field === 'amount' || field === 'count' || field === 'note' ? field : null;
    if (cleared) setErrors((current) => ({ ...current, [cleared]: undefined }));
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
    const checked = checkGenerateForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setBusy(true);
    const result = await apiRequest<GeneratedRedeemCodesView>('POST', ADMIN_REDEEM_CODES_API, checked.body);
    setBusy(false);
    if (!result.ok) {
      const sorted = sortCodeErrors(result.error);
      showErrors(sorted.fields);
      setFormError(sorted.message);
      return;
    }
    setBatch({ view: result.data, note: values.note, createdAt: new Date() });
    setValues((current) => ({ ...current, note: '' }));
    toast({ title: 'Codes generated', description: `${result.data.codes.length} new ${result.data.codes.length === 1 ? 'code' : 'codes'}: save them now.` });
    onCreated();
  };

  const ref = (field: CodeField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} aria-label="Generate codes" className="space-y-5">
        <FormAlert>{formError}</FormAlert>
        <CodeRewardFields
          values={values}
          errors={errors}
          onKindChange={(kind) => update('kind', kind)}
          onProductChange={(product) => update('product', product)}
          onAmountChange={(amount) => update('amount', amount)}
          productRef={ref('product')}
          amountRef={ref('amount')}
        />
        <div className="grid gap-5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <TextField
            label="How many"
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CODE_COUNT}
            step={1}
            value={values.count}
            onChange={(event) => update('count', event.target.value)}
            error={errors.count}
            inputRef={ref('count')}
          />
          <TextField
            label="Note"
            aside={<span className="text-xs text-muted-foreground">Optional</span>}
            name="note"
            maxLength={MAX_NOTE_LENGTH}
            autoComplete="off"
            placeholder="Where these codes go, e.g. Spring giveaway"
            value={values.note}
            onChange={(event) => update('note', event.target.value)}
            error={errors.note}
            inputRef={ref('note')}
          />
        </div>
        {stockWarning(values) && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/25 dark:text-amber-200">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {stockWarning(values)}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Generating...">
          <Sparkles aria-hidden="true" />
          Generate Codes
        </SubmitButton>
      </form>
      {batch && <GeneratedCodesPanel batch={batch.view} note={batch.note} createdAt={batch.createdAt} onDismiss={() => setBatch(null)} />}
    </div>
  );
}

/** More codes than keys in stock: a redeem once the keys run out is refused (and the code stays unused) until stock arrives. */
function stockWarning({ kind, product, count }: GenerateValues): string | undefined {
  if (kind !== 'product' || !product || !(Number(count) > product.stock)) return undefined;
  return `Only ${product.stock} ${product.stock === 1 ? 'key' : 'keys'} in stock: redeems past that wait for new keys.`;
}
