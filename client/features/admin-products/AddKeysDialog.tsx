import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import { productKeysApiPath } from './products';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { KeyListField } from '../../ui/KeyListField';
import { SubmitButton } from '../../ui/SubmitButton';
import type { AdminProductView } from '#contracts/catalog.contract';
import type { KeyImportReport as Report } from '#contracts/keys.contract';
import { KeyImportReport } from './KeyImportReport';

interface AddKeysDialogProps {
  product: AdminProductView | null;
  onClose: () => void;
  /** After keys were sent, whatever the report says, so that the list shows the new stock. */
  onImported: (report: Report) => void;
}

/** Adds keys to a product's stock from a pasted list or a CSV, and shows what was added, skipped and the stock now. */
export function AddKeysDialog({ product, onClose, onImported }: AddKeysDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product ? `Add keys to ${product.name}` : 'Add keys'}
      description="Keys are stored encrypted; no key is shown again here."
    >
      {product && <AddKeysForm product={product} onDone={onClose} onImported={onImported} />}
    </Dialog>
  );
}

function AddKeysForm({ product, onDone, onImported }: { product: AdminProductView; onDone: () => void; onImported: (report: Report) => void }) {
  const form = useStoreForm<{ keys: string }>({ keys: '' }, ({ keys }) => ({ keys: keys.trim() ? null : 'Paste at least one key, one a line (or a CSV with a code column).' }));
  const [report, setReport] = useState<Report | null>(null);

  const submit = submitHandler(form, async ({ keys }) => {
    const result = await apiRequest<Report>('POST', productKeysApiPath(product.id), { keys });
    if (!result.ok) return form.setError('root', { message: isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : `No keys were added. ${result.error.message}` });
    setReport(result.data);
    if (result.data.added > 0) form.reset({ keys: '' });
    onImported(result.data);
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} aria-label={`Add keys to ${product.name}`} className="space-y-5">
        <FormAlert>{form.formState.errors.root?.message}</FormAlert>
        <p className="text-sm">
          {product.platform} · <span className="font-semibold tabular-nums">{stockText(report?.stock ?? product.stock)}</span> in stock
        </p>
        <KeyListField
          label="Keys"
          onFileText={(text) => form.setValue('keys', text)}
          rows={7}
          placeholder={'AAAAA-BBBBB-CCCCC\nDDDDD-EEEEE-FFFFF'}
          hint="One key a line, or a CSV file's text with a column named code. Keys already in the store are reported as duplicates."
          {...textAreaProps(form, 'keys')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onDone} className={buttonStyles({ variant: 'ghost' })}>
            {report ? 'Done' : 'Cancel'}
          </button>
          <SubmitButton busy={form.formState.isSubmitting} busyLabel="Adding...">
            <PackagePlus aria-hidden="true" />
            Add Keys
          </SubmitButton>
        </div>
      </form>
      <div aria-live="polite">{report && <KeyImportReport report={report} />}</div>
    </div>
  );
}

function stockText(stock: number): string {
  return `${stock} ${stock === 1 ? 'key' : 'keys'}`;
}
