import { MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { SETTINGS_TAB_HREF } from '../../lib/paths';
import { FormAlert } from '../../ui/FormAlert';
import type { UnsubscribeView } from '#contracts/wishlists.contract';

const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid. Copy the whole link from the mail, or turn alerts off in your account settings.';

type Outcome = { state: 'working' } | { state: 'done'; view: UnsubscribeView } | { state: 'failed'; message: string };

/**
 * Follows an alert mail's unsubscribe link: one click, no sign-in. The change is sent from the
 * browser (not when the page is fetched), so a mail scanner that opens links unsubscribes nobody.
 */
export function UnsubscribeResult({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'working' } : { state: 'failed', message: INVALID_LINK_MESSAGE });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void apiRequest<UnsubscribeView>('POST', `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`).then((result) =>
      setOutcome(result.ok ? { state: 'done', view: result.data } : { state: 'failed', message: result.error.message }),
    );
  }, [token]);

  if (outcome.state === 'working') {
    return (
      <p role="status" className="text-center text-muted-foreground">
        Unsubscribing…
      </p>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <FormAlert>
        <p>{outcome.message}</p>
        <a href={SETTINGS_TAB_HREF} className="font-semibold underline underline-offset-2 hover:no-underline">
          Open your settings
        </a>
      </FormAlert>
    );
  }
  const { view } = outcome;
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-emerald-500/10 text-emerald-600 dark:text-emerald-400" aria-hidden="true">
        <MailX className="size-6" />
      </span>
      <p className="mt-4 font-semibold">You are unsubscribed.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {view.kind === 'restock'
          ? `We will not e-mail you when ${view.productName ?? 'that game'} is back in stock.`
          : 'We will not e-mail you about price drops of your wishlisted games any more. Turn them on again in your account settings.'}
      </p>
    </div>
  );
}
