import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { leaveFor } from '../../lib/form';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { signInWithPasskey } from './passkey-ceremonies';

/** Signs in with a passkey alone: the browser offers the passkeys it holds for the store, so no e-mail is typed. */
export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    const result = await signInWithPasskey();
    if (result.ok) return leaveFor(redirectTo);
    setBusy(false);
    setProblem(result.problem);
  };

  return (
    <div className="space-y-3">
      <FormAlert>{problem}</FormAlert>
      <button type="button" disabled={busy} onClick={() => void signIn()} className={buttonStyles({ variant: 'outline', size: 'lg', className: 'w-full' })}>
        <KeyRound aria-hidden="true" />
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
    </div>
  );
}
