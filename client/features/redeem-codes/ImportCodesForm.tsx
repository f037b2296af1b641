import { Upload } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_REDEEM_CODES_IMPORT_API, checkImportForm, type ImportBody, type ImportValues } from './admin-codes';
import { FormAlert } from '../../ui/FormAlert';
import { KeyListField } from '../../ui/KeyListField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import { ImportReport } from '../../ui/ImportReport';
import type { ImportedRedeemCodesView } from '#contracts/redeem.contract';
import { CodeNoteField } from './CodeNoteField';
import { CodeRewardFields } from './CodeRewardFields';
import { useCodeForm } from './useCodeForm';

const INITIAL: ImportValues = { kind: 'product', product: null, amount: '', codes: '', note: '' };

/** Adds codes made elsewhere (a partner's list), one a line or as a CSV with a code column, and reports what it skipped. */
export function ImportCodesForm({ onImported }: { onImported: () => void }) {
  const toast = useToast();
  const [report, setReport] = useState<ImportedRedeemCodesView | null>(null);
  const form = useCodeForm<ImportValues, ImportBody, ImportedRedeemCodesView>({
    initial: INITIAL,
    check: checkImportForm,
    apiPath: ADMIN_REDEEM_CODES_IMPORT_API,
    onSending: () => setReport(null),
    onSent: (imported) => {
      setReport(imported);
      if (imported.added > 0) {
        form.setValues((current) => ({ ...current, codes: '', note: '' }));
        onImported();
      }
      toast({ title: 'Import finished', description: `${imported.added} ${imported.added === 1 ? 'code' : 'codes'} added` });
    },
  });
  const { values, errors } = form;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={form.submit} aria-label="Import codes" className="space-y-5">
        <FormAlert>{form.formError}</FormAlert>
        <CodeRewardFields {...form.rewardFields} />
        <KeyListField
          label="Codes"
          onFileText={(codes) => form.update({ codes })}
          name="codes"
          rows={6}
          placeholder={'ABCD-EFGH-JKLM-NPQR\nSTUV-WXYZ-2345-6789'}
          hint="One code a line, or a CSV file's text with a column named code. Lines already in the store are reported as duplicates."
          value={values.codes}
          onChange={(event) => form.update({ codes: event.target.value })}
          error={errors.codes}
          textAreaRef={form.ref('codes')}
        />
        <CodeNoteField
          placeholder="Where these codes come from, e.g. Partner batch 12"
          value={values.note}
          onChange={(note) => form.update({ note })}
          error={errors.note}
          inputRef={form.ref('note')}
        />
        <SubmitButton busy={form.busy} busyLabel="Importing...">
          <Upload aria-hidden="true" />
          Import Codes
        </SubmitButton>
      </form>
      {report && <ImportReport report={report} noun="code" />}
    </div>
  );
}
