import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { RecoveryCodesView, SecondFactorProvedView, TotpEnrolmentView, TwoFactorStatusView } from '#contracts/auth.contract';
import { apiRequest } from '../../lib/api';
import { fieldProps, submitHandler, useStoreForm } from '../../lib/form';
import { secondFactorCodeProblem } from '../../lib/validation';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import { PasswordField, TextField } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { useApiResource } from '../../lib/useApiResource';
import { DashboardPanel } from './DashboardPanel';

const STATUS_PATH = '/api/auth/mfa';

/**
 * Two-factor authentication with an authenticator app: set up (QR code or the secret as text,
 * confirmed with a code), the recovery codes shown once, new recovery codes, and turning it off.
 * Administrators must have it; their one-factor session confirms a code here before the admin pages.
 */
export function TwoFactorPanel() {
  const { user } = usePageContext();
  const { resource, reload } = useApiResource<TwoFactorStatusView>(STATUS_PATH);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const isAdmin = user?.role === 'admin';

  return (
    <DashboardPanel
      title="Two-Factor Authentication"
      description="A code from an authenticator app on your phone, asked for after your password, and before revealing a key or spending much store credit."
    >
      {resource.state === 'loading' && <p className="text-sm text-muted-foreground">Loading…</p>}
      {(resource.state === 'failed' || resource.state === 'not-found') && <p className="text-sm text-muted-foreground">We could not load this setting. Please try again later.</p>}
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} onDone={() => (setRecoveryCodes(null), reload())} />}
      {!recoveryCodes && resource.state === 'ready' && !resource.data.enrolled && (
        <>
          {isAdmin && <FormAlert>Administrator accounts need two-factor authentication: set it up to use the admin pages.</FormAlert>}
          <Enrolment onEnrolled={setRecoveryCodes} />
        </>
      )}
      {!recoveryCodes && resource.state === 'ready' && resource.data.enrolled && (
        <div className="space-y-6">
          <p className="flex items-center gap-2 text-sm">
            <ShieldCheck className="size-5 text-emerald-500" aria-hidden="true" />
            <Badge tone="green">On</Badge>
            <span className="text-muted-foreground">{resource.data.recoveryCodesLeft} recovery codes left.</span>
          </p>
          {isAdmin && user.aal !== 2 && (
            <CodeForm
              label="Confirm a code to use the admin pages"
              button="Confirm"
              send={(code) => apiRequest<SecondFactorProvedView>('POST', '/api/auth/reauthenticate', { code })}
              onDone={() => window.location.reload()}
            />
          )}
          <CodeForm
            label="New recovery codes (the old ones stop working)"
            button="Get New Recovery Codes"
            send={(code) => apiRequest<RecoveryCodesView>('POST', '/api/auth/mfa/recovery-codes', { code })}
            onDone={(data) => setRecoveryCodes(data.recoveryCodes)}
          />
          {!isAdmin && <TurnOff onDone={reload} />}
        </div>
      )}
    </DashboardPanel>
  );
}

/** Shows a new secret to scan or type into the app, and turns it on with the app's code. */
function Enrolment({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolmentView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    const result = await apiRequest<TotpEnrolmentView>('POST', '/api/auth/mfa/totp');
    if (result.ok) setEnrolment(result.data);
    else setError(result.error.message);
  };

  if (!enrolment) {
    return (
      <div className="space-y-4">
        <FormAlert>{error}</FormAlert>
        <button type="button" onClick={start} className={buttonStyles()}>
          <KeyRound aria-hidden="true" />
          Set Up Authenticator App
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm">Scan this QR code with your authenticator app, or type the secret key into it.</p>
      <img src={enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" className="size-48 rounded-lg bg-white" />
      <p className="text-sm">
        Secret key: <code aria-label="Secret key" className="rounded bg-muted px-2 py-1 font-mono break-all">{enrolment.secret}</code>
      </p>
      <CodeForm
        label="Code from the app"
        button="Turn On"
        send={(code) => apiRequest<RecoveryCodesView>('POST', '/api/auth/mfa/totp/confirm', { code })}
        onDone={(data) => onEnrolled(data.recoveryCodes)}
      />
    </div>
  );
}

/** The recovery codes, shown this once, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Keyshop recovery codes (each works once):\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="space-y-4">
      <FormAlert tone="success">Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.</FormAlert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(text)} className={buttonStyles({ variant: 'outline' })}>
          Copy Codes
        </button>
        <a href={download} download="keyshop-recovery-codes.txt" className={buttonStyles({ variant: 'outline' })}>
          Download Codes
        </a>
        <button type="button" onClick={onDone} className={buttonStyles()}>
          I Have Saved Them
        </button>
      </div>
    </div>
  );
}

type CodeAnswer<T> = Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>;

/** One code field and its button, for the acts that need a fresh second factor. */
function CodeForm<T>({ label, button, send, onDone }: { label: string; button: string; send: (code: string) => CodeAnswer<T>; onDone: (data: T) => void }) {
  const form = useStoreForm<{ code: string }>({ code: '' }, (values) => ({ code: secondFactorCodeProblem(values.code) }));
  const submit = submitHandler(form, async ({ code }) => {
    const result = await send(code.replace(/\s/g, ''));
    if (result.ok) return onDone(result.data);
    form.setError('code', { type: 'server', message: result.error.message }, { shouldFocus: true });
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField label={label} autoComplete="one-time-code" required placeholder="123456" {...fieldProps(form, 'code')} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Checking...">
        {button}
      </SubmitButton>
    </form>
  );
}

/** Turning it off takes the password and a fresh code. */
function TurnOff({ onDone }: { onDone: () => void }) {
  const form = useStoreForm<{ code: string; password: string }>({ code: '', password: '' }, (values) => ({
    code: secondFactorCodeProblem(values.code),
    password: values.password ? null : 'Enter your password.',
  }));
  const submit = submitHandler(form, async ({ code, password }) => {
    const result = await apiRequest<void>('POST', '/api/auth/mfa/totp/disable', { code: code.replace(/\s/g, ''), password });
    if (result.ok) return onDone();
    form.setError('root', { message: result.error.message });
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-border pt-4">
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <TextField label="Code to turn it off" autoComplete="one-time-code" required placeholder="123456" {...fieldProps(form, 'code')} />
      <PasswordField label="Password" autoComplete="current-password" required {...fieldProps(form, 'password')} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Turning off..." variant="outline">
        Turn Off Two-Factor Authentication
      </SubmitButton>
    </form>
  );
}
