import { Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { submitHandler, textAreaProps, useStoreForm } from '../../lib/form';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import type { KeyClaimView } from '#contracts/claims.contract';
import {
  base64OfDataUrl,
  CLAIM_MESSAGE_MAX,
  claimMessageError,
  formatKilobytes,
  keyClaimApiPath,
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_ACCEPT,
  screenshotFileError,
} from './key-claims';
import { cn } from '../../lib/cn';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { inputStyles, TextAreaField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';

interface ReportKeyDialogProps {
  open: boolean;
  orderNumber: string;
  keyId: string;
  productName: string;
  onClose: () => void;
  onReported: (claim: KeyClaimView) => void;
}

interface ReportValues {
  message: string;
  screenshot: File | null;
}

/** The report of a key that does not work: what happens, and optionally a screenshot of it. */
export function ReportKeyDialog({ open, orderNumber, keyId, productName, onClose, onReported }: ReportKeyDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Report a problem with your ${productName} key`}
      description="Tell us what happens when you activate it. A key that does not work is replaced, or refunded as store credit; we let you know by e-mail and on this page."
    >
      <ReportKeyForm orderNumber={orderNumber} keyId={keyId} productName={productName} onCancel={onClose} onReported={onReported} />
    </Dialog>
  );
}

function ReportKeyForm({ orderNumber, keyId, productName, onCancel, onReported }: Omit<ReportKeyDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const form = useStoreForm<ReportValues>({ message: '', screenshot: null }, ({ message, screenshot }) => ({
    message: claimMessageError(message),
    screenshot: screenshot ? screenshotFileError(screenshot) : null,
  }));
  const errors = form.formState.errors;
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  // A file that will not do is said at once, not only when the report is sent.
  const chooseFile = (chosen: File | null) => {
    form.setValue('screenshot', chosen);
    const problem = chosen && screenshotFileError(chosen);
    if (problem) form.setError('screenshot', { type: 'validate', message: problem });
    else form.clearErrors('screenshot');
  };

  const submit = submitHandler(
    form,
    async ({ message, screenshot: file }) => {
      const screenshot = file ? { contentType: file.type, dataBase64: base64OfDataUrl(await readAsDataUrl(file)) } : undefined;
      const result = await apiRequest<KeyClaimView>('POST', keyClaimApiPath(orderNumber, keyId), { message: message.trim(), ...(screenshot ? { screenshot } : {}) });
      if (result.ok) return onReported(result.data);
      if (isSessionEnded(result.error)) return form.setError('root', { message: SESSION_ENDED_MESSAGE });
      if (/screenshot/i.test(result.error.code) || /screenshot/i.test(result.error.message)) {
        form.setError('screenshot', { type: 'server', message: result.error.message });
        return fileRef.current?.focus();
      }
      form.setError('root', { message: result.error.message || 'The report could not be sent. Please try again.' });
    },
    // The file input is not one react-hook-form focuses: a problem with the screenshot alone is focused here.
    (found) => {
      if (!found.message && found.screenshot) fileRef.current?.focus();
    },
  );
  const screenshotError = errors.screenshot?.message;

  return (
    <form noValidate onSubmit={submit} aria-label={`Report a problem with your ${productName} key`} className="space-y-5">
      <FormAlert>{errors.root?.message}</FormAlert>
      <TextAreaField
        label="What happens when you activate the key?"
        maxLength={CLAIM_MESSAGE_MAX}
        {...textAreaProps(form, 'message')}
        placeholder="For example: Steam says the product code is invalid."
        hint={`The error you see, and where you activated it. ${form.watch('message').trim().length} of ${CLAIM_MESSAGE_MAX.toLocaleString('en')} characters.`}
      />
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          Screenshot <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          name="screenshot"
          accept={SCREENSHOT_ACCEPT}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          aria-invalid={screenshotError ? true : undefined}
          aria-describedby={`${fileId}-hint${screenshotError ? ` ${fileId}-error` : ''}`}
          className={cn(
            inputStyles,
            'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground',
          )}
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          A PNG, JPEG or WebP image of the error, at most {formatKilobytes(MAX_SCREENSHOT_BYTES)}.
        </p>
        {screenshotError && (
          <p id={`${fileId}-error`} className="text-sm font-medium text-danger">
            {screenshotError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending...">
          <Send aria-hidden="true" />
          Send
        </SubmitButton>
      </div>
    </form>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
