import { CircleAlert, CircleCheck, Clock, Flag } from 'lucide-react';
import { useState } from 'react';
import { claimOutcomeText, keyClaimState } from './key-claims';
import { formatDateTime } from '../orders/history';
import { buttonStyles } from '../../ui/button-styles';
import type { KeyClaimFields, KeyClaimView } from '#contracts/claims.contract';
import { ReportKeyDialog } from './ReportKeyDialog';

interface KeyClaimPanelProps {
  orderNumber: string;
  keyView: KeyClaimFields & { id: string; productName: string };
}

/**
 * Under a delivered key: 'Report a problem' while the claim window is open, the claim once sent and
 * its outcome, or why the key can no longer be reported.
 */
export function KeyClaimPanel({ orderNumber, keyView }: KeyClaimPanelProps) {
  const [claim, setClaim] = useState<KeyClaimView | null>(keyView.claim);
  const [reporting, setReporting] = useState(false);
  const state = keyClaimState({ ...keyView, claim }, new Date());

  return (
    <div className="mt-3 border-t border-border/70 pt-3 text-sm">
      {state.kind !== 'reported' && state.previous?.status === 'rejected' && (
        <p className="mb-2 flex items-start gap-2 text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{claimOutcomeText(state.previous)}</span>
        </p>
      )}
      {state.kind === 'reported' && (
        <p role="status" className="flex items-start gap-2 font-medium text-amber-700 dark:text-amber-300">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{claimOutcomeText(state.claim)}</span>
        </p>
      )}
      {state.kind === 'reportable' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">Key not working? You can report it until {formatDateTime(state.until)}.</p>
          <button type="button" onClick={() => setReporting(true)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            <Flag aria-hidden="true" />
            Report a problem
            <span className="sr-only"> with the {keyView.productName} key</span>
          </button>
        </div>
      )}
      {state.kind === 'closed' && (
        <p className="text-xs text-muted-foreground">
          {`A key that does not work can be reported within ${state.windowHours ?? 48} hours of its delivery`}
          {state.deliveredAt ? `; this one was delivered on ${formatDateTime(state.deliveredAt)}.` : '.'}
        </p>
      )}
      {state.kind === 'reportable' && (
        <ReportKeyDialog
          open={reporting}
          orderNumber={orderNumber}
          keyId={keyView.id}
          productName={keyView.productName}
          onClose={() => setReporting(false)}
          onReported={(sent) => {
            setReporting(false);
            setClaim(sent);
          }}
        />
      )}
    </div>
  );
}

/** The outcome of a resolved claim on a key, as a line with an icon; used for keys taken out of use. */
export function ClaimOutcome({ claim }: { claim: KeyClaimView }) {
  const Icon = claim.status === 'rejected' ? CircleAlert : CircleCheck;
  return (
    <p className="flex items-start gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{claimOutcomeText(claim)}</span>
    </p>
  );
}
