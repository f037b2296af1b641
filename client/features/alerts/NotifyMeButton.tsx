import { Bell, BellRing } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { apiRequest } from '../../lib/api';
import { signInHref } from '../../lib/paths';
import { Dialog } from '../../ui/Dialog';
import { buttonStyles, type ButtonSize } from '../../ui/button-styles';
import { useWishlist } from '../wishlist/WishlistProvider';
import type { RestockRequestView } from '#contracts/wishlists.contract';

interface NotifyMeButtonProps {
  product: { id: string; name: string };
  size?: ButtonSize;
  className?: string;
  describedBy?: string;
}

/**
 * "Notify me" on a sold-out game: one e-mail when keys are back. Signed-in only: the mail goes to the
 * account's own verified address, so the store never mails an address someone typed for another.
 */
export function NotifyMeButton({ product, size = 'md', className, describedBy }: NotifyMeButtonProps) {
  const { user, urlPathname, urlParsed } = usePageContext();
  const { awaitsRestock, setAwaitsRestock } = useWishlist();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const waiting = awaitsRestock(product.id);

  const request = async () => {
    setBusy(true);
    setError('');
    const result = await apiRequest<RestockRequestView>('PUT', `/api/me/restock-requests/${encodeURIComponent(product.id)}`);
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    setAwaitsRestock(product.id, true);
  };

  const cancel = async () => {
    setBusy(true);
    const result = await apiRequest<null>('DELETE', `/api/me/restock-requests/${encodeURIComponent(product.id)}`);
    setBusy(false);
    if (!result.ok && result.error.status !== 404) return setError(result.error.message);
    setAwaitsRestock(product.id, false);
    setOpen(false);
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-describedby={describedBy} className={buttonStyles({ variant: 'outline', size, className })}>
        {waiting ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {waiting ? 'We will notify you' : 'Notify me'}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Get an e-mail when ${product.name} is back`}>
        {!user ? (
          <>
            <p className="text-sm text-muted-foreground">
              Sign in and we will e-mail your account's address once, when keys are back. We only mail addresses their owners have confirmed.
            </p>
            <div className="mt-5 flex justify-end">
              <a href={signInHref(`${urlPathname}${urlParsed.searchOriginal ?? ''}`)} className={buttonStyles({ variant: 'primary' })}>
                Sign in to be notified
              </a>
            </div>
          </>
        ) : waiting ? (
          <>
            <p role="status" className="text-sm">
              We will e-mail <strong>{user.email}</strong> once, when {product.name} is back in stock.
            </p>
            {error && <p className="mt-3 text-sm font-medium text-danger">{error}</p>}
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button type="button" disabled={busy} onClick={() => void cancel()} className={buttonStyles({ variant: 'outline' })}>
                Stop notifying me
              </button>
              <button type="button" onClick={() => setOpen(false)} className={buttonStyles({ variant: 'primary' })}>
                Done
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              We will send one e-mail to <strong className="text-foreground">{user.email}</strong> when keys are back. Every mail has a link to stop it.
            </p>
            {error && (
              <p role="alert" className="mt-3 text-sm font-medium text-danger">
                {error}
              </p>
            )}
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setOpen(false)} className={buttonStyles({ variant: 'outline' })}>
                Cancel
              </button>
              <button type="button" disabled={busy} onClick={() => void request()} className={buttonStyles({ variant: 'primary' })}>
                Notify me
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
