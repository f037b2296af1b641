import { Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_REDEEM_CODES_API, checkGenerateForm, MAX_CODE_COUNT, type GenerateBody, type GenerateValues } from './admin-codes';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import type { GeneratedRedeemCodesView } from '#contracts/redeem.contract';
import { CodeNoteField } from './CodeNoteField';
import { CodeRewardFields } from './CodeRewardFields';
import { GeneratedCodesPanel } from './GeneratedCodesPanel';
import { useCodeForm } from './useCodeForm';

const INITIAL: GenerateValues = { kind: 'product', product: null, amount: '', count: '10', note: '' };

/** Makes a batch of new codes for a game or for credit, then shows them in full this once. */
export function GenerateCodesForm({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [batch, setBatch] = useState<{ view: GeneratedRedeemCodesView; note: string; createdAt: Date } | null>(null);
  const form = useCodeForm<GenerateValues, GenerateBody, GeneratedRedeemCodesView>({
    initial: INITIAL,
    check: checkGenerateForm,
    apiPath: ADMIN_REDEEM_CODES_API,
    onSent: (view, values) => {
      setBatch({ view, note: values.note, createdAt: new Date() });
      form.setValues((current) => ({ ...current, note: '' }));
      toast({ title: 'Codes generated', description: `${view.codes.length} new ${view.codes.length === 1 ? 'code' : 'codes'}: save them now.` });
      onCreated();
    },
  });
  const { values, errors } = form;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={form.submit} aria-label="Generate codes" className="space-y-5">
        <FormAlert>{form.formError}</FormAlert>
        <CodeRewardFields {...form.rewardFields} />
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
            onChange={(event) => form.update({ count: event.target.value })}
            error={errors.count}
            inputRef={form.ref('count')}
          />
          <CodeNoteField
            placeholder="Where these codes go, e.g. Spring giveaway"
            value={values.note}
            onChange={(note) => form.update({ note })}
            error={errors.note}
            inputRef={form.ref('note')}
          />
        </div>
        {stockWarning(values) && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/25 dark:text-amber-200">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {stockWarning(values)}
          </p>
        )}
        <SubmitButton busy={form.busy} busyLabel="Generating...">
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
