import { KeyRound, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_PASSKEY_NAME_LENGTH } from '#contracts/passkeys.constants';
import type { PasskeyView } from '#contracts/passkeys.contract';
import { apiRequest } from '../../lib/api';
import { useApiResource } from '../../lib/useApiResource';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/FormField';
import { formatDateTime } from './account-format';
import { DashboardPanel } from './DashboardPanel';
import { passkeyPath, PASSKEYS_PATH, registerPasskey } from './passkey-ceremonies';

/**
 * The account's passkeys: adding one made on this device (or a phone or security key the browser
 * offers), renaming and removing them. A passkey signs in alone, with no e-mail or password.
 */
export function PasskeysPanel() {
  const { resource, reload } = useApiResource<PasskeyView[]>(PASSKEYS_PATH);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const run = async (action: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const problem = await action();
    setBusy(false);
    if (problem) return setError(problem);
    reload();
  };

  const add = () =>
    run(async () => {
      const result = await registerPasskey();
      return result.ok ? null : result.problem;
    });

  const remove = (passkey: PasskeyView) =>
    run(async () => {
      const result = await apiRequest('DELETE', passkeyPath(passkey.id));
      return result.ok ? null : result.error.message;
    });

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    void run(async () => {
      const result = await apiRequest<PasskeyView>('PATCH', passkeyPath(renaming.id), { name: renaming.name.trim() });
      if (!result.ok) return result.error.message;
      setRenaming(null);
      return null;
    });
  };

  const passkeys = resource.state === 'ready' ? resource.data : [];

  return (
    <DashboardPanel title="Passkeys" description="Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as two factors; your password keeps working too.">
      {resource.state === 'loading' && <p className="text-sm text-muted-foreground">Loading your passkeys…</p>}
      {(resource.state === 'failed' || resource.state === 'not-found') && <p className="text-sm text-muted-foreground">We could not load your passkeys. Please try again later.</p>}
      {resource.state === 'ready' && passkeys.length === 0 && <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>}
      {passkeys.length > 0 && (
        <ul aria-label="Passkeys" className="divide-y divide-border rounded-xl border border-border">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-4 p-4">
              <KeyRound className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              {renaming?.id === passkey.id ? (
                <form onSubmit={saveName} className="flex min-w-0 flex-1 flex-wrap items-end gap-3">
                  <TextField
                    label="Passkey name"
                    required
                    maxLength={MAX_PASSKEY_NAME_LENGTH}
                    value={renaming.name}
                    onChange={(event) => setRenaming({ id: passkey.id, name: event.target.value })}
                  />
                  <button type="submit" disabled={busy || renaming.name.trim() === ''} className={buttonStyles({ size: 'sm' })}>
                    Save
                  </button>
                  <button type="button" onClick={() => setRenaming(null)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                    Cancel
                  </button>
                </form>
              ) : (
                <>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{passkey.name}</p>
                    <p className="text-sm text-muted-foreground">
                      Added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Never used'}
                    </p>
                  </div>
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={`Rename passkey ${passkey.name}`}
                    onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                    className={buttonStyles({ variant: 'outline', size: 'sm' })}
                  >
                    Rename
                  </button>
                  <button type="button" disabled={busy} aria-label={`Remove passkey ${passkey.name}`} onClick={() => void remove(passkey)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                    Remove
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <button type="button" disabled={busy} onClick={() => void add()} className={buttonStyles({ variant: 'outline' })}>
          <Plus aria-hidden="true" />
          Add a passkey
        </button>
      </div>
      <FormAlert className="mt-4">{error}</FormAlert>
    </DashboardPanel>
  );
}
