import { ArrowRight, KeyRound } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { apiRequest } from '../../lib/api';
import { fieldProps, submitHandler, useStoreForm } from '../../lib/form';
import { CREDITS_TAB_HREF } from '../../lib/paths';
import { orderPagePath } from '../orders/paths';
import { CD_KEY_PLACEHOLDER, EMPTY_KEY, normalizeCdKey, REDEEM_API_PATH, redeemMessage, type RedeemMessage } from './redeem-messages';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useToast } from '../../ui/Toaster';
import type { RedeemResult } from '#contracts/redeem.contract';

/**
 * The CD Key field and Redeem Key. A key of spaces only is never sent ('Please enter a CD key'); the
 * outcome stays written under the button, where screen readers hear it too; a success is also a toast.
 */
export function RedeemKeyForm() {
  const toast = useToast();
  const form = useStoreForm<{ cd_key: string }>({ cd_key: '' });
  const [message, setMessage] = useState<RedeemMessage | null>(null);
  const busy = form.formState.isSubmitting;
  const blank = normalizeCdKey(form.watch('cd_key')) === '';

  const tell = (next: RedeemMessage) => {
    setMessage(next);
    // A refusal stays in the form, beside the field it is about, until the key is edited.
    if (next.tone === 'success') toast({ title: next.title, description: next.text });
  };

  const submit = submitHandler(form, async ({ cd_key: cdKey }) => {
    const key = normalizeCdKey(cdKey);
    if (!key) {
      tell(EMPTY_KEY);
      form.setFocus('cd_key');
      return;
    }
    setMessage(null);
    const result = await apiRequest<RedeemResult>('POST', REDEEM_API_PATH, { cd_key: key });
    tell(redeemMessage(result));
    if (result.ok) form.reset({ cd_key: '' });
    // The button was disabled while the key was checked: the field is where to go on from.
    form.setFocus('cd_key');
  });

  // Enter in a blank field: the disabled button would swallow it silently, so say what is missing.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && blank && !busy) void submit(event);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Redeem a CD key" className="space-y-5">
      <TextField
        label="CD Key"
        {...fieldProps(form, 'cd_key', {
          onChange: () => {
            if (message?.tone === 'danger') setMessage(null);
          },
        })}
        onKeyDown={onKeyDown}
        placeholder={CD_KEY_PLACEHOLDER}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={200}
        hint="Type or paste the key exactly as you received it."
        className="h-12 font-mono text-base tracking-wider"
      />
      <SubmitButton busy={busy} busyLabel="Redeeming..." size="lg" className="w-full" disabled={blank || busy}>
        <KeyRound aria-hidden="true" />
        Redeem Key
      </SubmitButton>
      <FormAlert tone="success">
        {message?.tone === 'success' && (
          <>
            <p>{message.text}</p>
            {message.orderNumber ? (
              <a href={orderPagePath(message.orderNumber)} className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 hover:no-underline">
                View order {message.orderNumber}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              <a href={CREDITS_TAB_HREF} className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 hover:no-underline">
                See your store credit
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </>
        )}
      </FormAlert>
      <FormAlert>{message?.tone === 'danger' && <p>{message.text}</p>}</FormAlert>
    </form>
  );
}
