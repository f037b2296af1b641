import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { buttonStyles } from '../../ui/button-styles';
import { FormAlert } from '../../ui/FormAlert';
import type { BulkPublishView } from '#contracts/catalog.contract';
import { ADMIN_PRODUCTS_API } from './products';

/** Publishes the ticked products at once, then says which went live and why each other did not. */
export function BulkPublishBar({ selected, onDone }: { selected: ReadonlySet<string>; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkPublishView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const publish = async () => {
    if (busy || selected.size === 0) return;
    setBusy(true);
    setError(null);
    const result = await apiRequest<BulkPublishView>('POST', `${ADMIN_PRODUCTS_API}/publish`, { productIds: [...selected] });
    setBusy(false);
    if (!result.ok) return setError(isSessionEnded(result.error) ? SESSION_ENDED_MESSAGE : result.error.message);
    setReport(result.data);
    onDone();
  };

  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void publish()} disabled={selected.size === 0} aria-disabled={busy || undefined} className={buttonStyles({ size: 'sm' })}>
          <Rocket aria-hidden="true" />
          {busy ? 'Publishing...' : `Publish selected (${selected.size})`}
        </button>
        <span className="text-sm text-muted-foreground">Tick drafts or hidden products; each needs a price set and stock.</span>
      </div>
      <FormAlert>{error}</FormAlert>
      <FormAlert tone={report && report.refused.length > 0 ? 'danger' : 'success'}>
        {report && (
          <>
            <p>
              {report.published.length} published{report.refused.length > 0 ? `, ${report.refused.length} refused:` : '.'}
            </p>
            {report.refused.length > 0 && (
              <ul className="list-disc pl-5">
                {report.refused.map((refusal) => (
                  <li key={refusal.id}>{refusal.message}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </FormAlert>
    </div>
  );
}
