import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../../account/api';
import { ADMIN_REDEEM_CODES_IMPORT_API, checkImportForm, CODE_FIELDS, MAX_NOTE_LENGTH, type CodeField, type CodeFieldErrors, type ImportValues } from '../../redeem/admin-codes';
import type { ImportedRedeemCodesView } from '../../../src/redeem/redeem.views';
import { FormAlert } from '../ui/FormAlert';
import { TextAreaField, TextField } from '../ui/FormField';
import { SubmitButton } from '../ui/SubmitButton';
import { useToast } from '../ui/Toaster';
import { CodeRewardFields } from './CodeRewardFields';
import { ImportReport } from '../ui/ImportReport';
import { sortCodeErrors } from './server-errors';

const INITIAL: ImportValues = { kind: 'product', product: null, amount: '', codes: '', note: '' };

/** Adds codes made elsewhere (a partner's list), one a line or as a CSV with a code column, and reports what it skipped. */
export function ImportCodesForm({ onImported }: { onImported: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState<ImportValues>(INITIAL);
  const [errors, setErrors] = useState<CodeFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportedRedeemCodesView | null>(null);
  const refs = useRef<Partial<Record<CodeField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const update = <K extends keyof ImportValues>(field: K, value: ImportValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared: CodeField | null = field === 'product' || field === 'amount' || field === 'codes' || field === 'note' ? field : null;
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
    const checked = checkImportForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setBusy(true);
    setReport(null);
    const result = await apiRequest<ImportedRedeemCodesView>('POST', ADMIN_REDEEM_CODES_IMPORT_API, checked.body);
    setBusy(false);
    if (!result.ok) {
      const sorted = sortCodeErrors(result.error);
      showErrors(sorted.fields);
      setFormError(sorted.message);
      return;
    }
    setReport(result.data);
    if (result.data.added > 0) {
      setValues((current) => ({ ...current, codes: '', note: '' }));
      onImported();
    }
    toast({ title: 'Import finished', description: `${result.data.added} ${result.data.added === 1 ? 'code' : 'codes'} added` });
  };

  const ref = (field: CodeField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    refs.current[field] = element;
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} aria-label="Import codes" className="space-y-5">
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
        <TextAreaField
          label="Codes"
          aside={
            <label className="cursor-pointer text-xs font-medium text-highlight hover:underline has-focus-visible:underline">
              Load a file
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void file.text().then((text) => update('codes', text));
                }}
              />
            </label>
          }
          name="codes"
          rows={6}
          autoComplete="off"
          spellCheck={false}
          placeholder={'ABCD-EFGH-JKLM-NPQR\nSTUV-WXYZ-2345-6789'}
          hint="One code a line, or a CSV file's text with a column named code. Lines already in the store are reported as duplicates."
          value={values.codes}
          onChange={(event) => update('codes', event.target.value)}
          error={errors.codes}
          textAreaRef={ref('codes')}
          className="font-mono text-sm"
        />
        <TextField
          label="Note"
          aside={<span className="text-xs text-muted-foreground">Optional</span>}
          name="note"
          maxLength={MAX_NOTE_LENGTH}
          autoComplete="off"
          placeholder="Where these codes come from, e.g. Partner batch 12"
          value={values.note}
          onChange={(event) => update('note', event.target.value)}
          error={errors.note}
          inputRef={ref('note')}
        />
        <SubmitButton busy={busy} busyLabel="Importing...">
          <Upload aria-hidden="true" />
          Import Codes
        </SubmitButton>
      </form>
      {report && <ImportReport report={report} noun="code" />}
    </div>
  );
}
