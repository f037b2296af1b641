import { useState } from 'react';
import type { MessageView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { buttonStyles } from '../../ui/button-styles';

/** Mails the link that confirms the account's address again, and says what came of it (the server limits how often). */
export function ResendVerificationButton() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const resend = async () => {
    setBusy(true);
    const result = await apiRequest<MessageView>('POST', '/api/auth/verification/resend');
    setOutcome(result.ok ? result.data.message : result.error.message);
    setBusy(false);
  };

  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void resend()} disabled={busy} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        {busy ? 'Sending...' : 'Resend verification e-mail'}
      </button>
      <p role="status" className="text-sm">
        {outcome}
      </p>
    </div>
  );
}
