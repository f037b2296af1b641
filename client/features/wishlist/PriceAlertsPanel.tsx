import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { useApiResource } from '../../lib/useApiResource';
import { CheckboxField } from '../../ui/FormField';
import { DashboardPanel } from '../account/DashboardPanel';
import type { AlertPreferencesView } from '#contracts/wishlists.contract';

/** Whether price drops of wishlisted games are e-mailed: on until the shopper turns it off here or by a mail's unsubscribe link. */
export function PriceAlertsPanel() {
  const { resource, replace } = useApiResource<AlertPreferencesView>('/api/me/alert-preferences');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const change = async (priceDropMails: boolean) => {
    setBusy(true);
    const result = await apiRequest<AlertPreferencesView>('PUT', '/api/me/alert-preferences', { priceDropMails });
    setBusy(false);
    if (!result.ok) return setMessage(result.error.message);
    replace(result.data);
    setMessage(result.data.priceDropMails ? 'Price-drop e-mails are on.' : 'Price-drop e-mails are off.');
  };

  return (
    <DashboardPanel title="Wishlist E-mails" description="What we tell you about the games on your wishlist.">
      {resource.state === 'ready' ? (
        <fieldset disabled={busy}>
          <CheckboxField
            name="priceDropMails"
            checked={resource.data.priceDropMails}
            onCheckedChange={(checked) => void change(checked)}
            label="E-mail me when a game on my wishlist gets cheaper"
          />
        </fieldset>
      ) : (
        <p className="text-sm text-muted-foreground">{resource.state === 'loading' ? 'Loading…' : 'We could not read this setting. Please try again later.'}</p>
      )}
      <p role="status" className="mt-2 text-sm text-muted-foreground">
        {message}
      </p>
    </DashboardPanel>
  );
}
