import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { KeyClaimView } from '../../../src/claims/key-claims.views';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
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
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ message?: string | null; screenshot?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, screenshot: chosen ? screenshotFileError(chosen) : null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = { message: claimMessageError(message), screenshot: file ? screenshotFileError(file) : null };
    setErrors(found);
    if (found.message) return messageRef.current?.focus();
    if (found.screenshot) return fileRef.current?.focus();
    setBusy(true);
    const screenshot = file ? { contentType: file.type, dataBase64: base64OfDataUrl(await readAsDataUrl(file)) } : undefined;
    const result = await apiRequest<KeyClaimView>('POST', keyClaimApiPath(orderNumber, keyId), { message: message.trim(), ...(screenshot ? { screenshot } : {}) });
    setBusy(false);
    if (result.ok) return onReported(result.data);
    if (isSessionEnded(result.error)) return setFormError(SESSION_ENDED_MESSAGE);
    if (/screenshot/i.test(result.error.code) || /screenshot/i.test(result.error.message)) {
      setErrors((current) => ({ ...current, screenshot: result.error.message }));
      return fileRef.current?.focus();
    }
    setFormError(result.error.message || 'The report could not be sent. Please try again.');
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Report a problem with your ${productName} key`} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <TextAreaField
        label="What happens when you activate the key?"
        name="message"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setErrors((current) => ({ ...current, message: null }));
        }}
        maxLength={CLAIM_MESSAGE_MAX}
        error={errors.message}
        textAreaRef={messageRef}
        placeholder="For example: Steam says the product code is invalid."
        hint={`The error you see, and where you activated it. ${message.trim().length} of ${CLAIM_MESSAGE_MAX.toLocaleString('en')} characters.`}
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
          aria-invalid={errors.screenshot ? true : undefined}
          aria-describedby={`${fileId}-hint${errors.screenshot ? ` ${fileId}-error` : ''}`}
          className={cn(
            inputStyles,
            'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground',
          )}
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          A PNG, JPEG or WebP image of the error, at most {formatKilobytes(MAX_SCREENSHOT_BYTES)}.
        </p>
        {errors.screenshot && (
          <p id={`${fileId}-error`} className="text-sm font-medium text-danger">
            {errors.screenshot}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Sending...">
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
