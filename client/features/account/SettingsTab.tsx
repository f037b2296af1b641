import { BadgeCheck, LifeBuoy, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { UserView } from '#contracts/auth.contract';
import { SUPPORT_PATH } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { ChangeEmailForm } from './ChangeEmailForm';
import { DashboardPanel } from './DashboardPanel';
import { PasskeysPanel } from './PasskeysPanel';
import { ResendVerificationButton } from './ResendVerificationButton';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';
import { PriceAlertsPanel } from '../wishlist/PriceAlertsPanel';

/** The account's e-mail address (verified or not, a change under way), whether the account is verified, its two-factor authentication and passkeys, where it is signed in, and where to get help. */
export function SettingsTab({ isVerified, account }: { isVerified: boolean | null; account: UserView | null }) {
  return (
    <div className="space-y-6">
      {account && <EmailAddressPanel initial={account} />}
      <DashboardPanel title="Account Status" description="Whether your account has been verified.">
        <div className="flex items-start gap-4 rounded-xl bg-muted/50 p-4">
          {isVerified ? (
            <BadgeCheck className="mt-0.5 size-6 shrink-0 text-emerald-500" aria-hidden="true" />
          ) : (
            <ShieldAlert className="mt-0.5 size-6 shrink-0 text-amber-500" aria-hidden="true" />
          )}
          <div>
            {isVerified === null ? (
              <p className="text-sm text-muted-foreground">We could not read your account status. Please try again later.</p>
            ) : (
              <>
                <Badge tone={isVerified ? 'green' : 'yellow'}>{isVerified ? 'Verified' : 'Unverified'}</Badge>
                {!isVerified && <p className="mt-2 text-sm text-muted-foreground">Complete your first order to get verified</p>}
              </>
            )}
          </div>
        </div>
      </DashboardPanel>
      <PriceAlertsPanel />
      <TwoFactorPanel />
      <PasskeysPanel />
      <SessionsPanel />
      <DashboardPanel title="Need Help?" description="Questions about an order, a key or your account? Our support team answers by chat and e-mail.">
        <a href={SUPPORT_PATH} className={buttonStyles({ variant: 'outline' })}>
          <LifeBuoy aria-hidden="true" />
          Visit Support
        </a>
      </DashboardPanel>
    </div>
  );
}

/** The address keys go to: whether its owner confirmed it, a new one waiting for its link, and the form to change it. */
function EmailAddressPanel({ initial }: { initial: UserView }) {
  const [account, setAccount] = useState(initial);
  return (
    <DashboardPanel title="E-mail Address" description="Where we send your keys, receipts and password reset links.">
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium break-all">{account.email}</span>
          <Badge tone={account.emailVerified ? 'green' : 'yellow'}>{account.emailVerified ? 'E-mail verified' : 'E-mail not verified'}</Badge>
        </div>
        {!account.emailVerified && (
          <div className="space-y-2 text-sm text-muted-foreground">
            <p>Follow the link in the mail we sent you to verify this address: checkout needs it.</p>
            <ResendVerificationButton />
          </div>
        )}
        {account.pendingEmail && (
          <p className="text-sm text-muted-foreground">
            Waiting for confirmation: <span className="font-medium text-foreground">{account.pendingEmail}</span> replaces this address once the link we
            sent there is followed.
          </p>
        )}
        <ChangeEmailForm onRequested={setAccount} />
      </div>
    </DashboardPanel>
  );
}
