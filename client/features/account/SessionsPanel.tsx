import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { AccountSessionView } from '#contracts/sessions.contract';
import { apiRequest } from '../../lib/api';
import { AUTH_PATH } from '../../lib/paths';
import { useApiResource } from '../../lib/useApiResource';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { formatDateTime } from './account-format';
import { DashboardPanel } from './DashboardPanel';

const SESSIONS_PATH = '/api/auth/sessions';

/**
 * The devices the account is signed in on, and signing one, all others or every one of them out.
 * Access tokens are checked against their session on each request, so a device signed out here is
 * refused on its next request or page.
 */
export function SessionsPanel() {
  const { resource, reload } = useApiResource<AccountSessionView[]>(SESSIONS_PATH);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (method: 'DELETE' | 'POST', path: string, after: () => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest(method, path);
    setBusy(false);
    if (!result.ok) return setError(result.error.message || 'Please try again.');
    after();
  };

  const sessions = resource.state === 'ready' ? resource.data : [];
  const others = sessions.filter((session) => !session.current);

  return (
    <DashboardPanel
      title="Signed-in Devices"
      description="Where your account is signed in. A device you sign out here is signed out at once: its next page or request asks it to sign in again."
    >
      {resource.state === 'loading' && <p className="text-sm text-muted-foreground">Loading your devices…</p>}
      {(resource.state === 'failed' || resource.state === 'not-found') && <p className="text-sm text-muted-foreground">We could not load your devices. Please try again later.</p>}
      {resource.state === 'ready' && (
        <ul aria-label="Signed-in devices" className="divide-y divide-border rounded-xl border border-border">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-4 p-4">
              <MonitorSmartphone className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-medium">
                  {session.device}
                  {session.current && <Badge tone="green">This device</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  Signed in {formatDateTime(session.createdAt)} · Last active {formatDateTime(session.lastUsedAt)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
                  onClick={() => void act('DELETE', `${SESSIONS_PATH}/${encodeURIComponent(session.id)}`, reload)}
                  className={buttonStyles({ variant: 'outline', size: 'sm' })}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted-foreground">Places are not shown: the store keeps no map of network addresses to places.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {others.length > 0 && (
          <button type="button" disabled={busy} onClick={() => void act('POST', '/api/auth/logout?scope=others', reload)} className={buttonStyles({ variant: 'outline' })}>
            <LogOut aria-hidden="true" />
            Sign out all other devices
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void act('POST', '/api/auth/logout?scope=global', () => window.location.assign(AUTH_PATH))} className={buttonStyles({ variant: 'outline' })}>
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </button>
      </div>
      <FormAlert className="mt-4">{error}</FormAlert>
    </DashboardPanel>
  );
}
