import { BadgeCheck, LifeBuoy, ShieldAlert } from 'lucide-react';
import { SUPPORT_PATH } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/button-styles';
import { DashboardPanel } from './DashboardPanel';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** Whether the account is verified, its two-factor authentication, where it is signed in, and where to get help. */
export function SettingsTab({ isVerified }: { isVerified: boolean | null }) {
  return (
    <div className="space-y-6">
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
      <TwoFactorPanel />
      <SessionsPanel />
      <DashboardPanel title="Need Help?" description="Questions about an order, a key or your account? Our support team is here around the clock.">
        <a href={SUPPORT_PATH} className={buttonStyles({ variant: 'outline' })}>
          <LifeBuoy aria-hidden="true" />
          Visit Support
        </a>
      </DashboardPanel>
    </div>
  );
}
