import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { apiRequest } from '../../lib/api';
import type { WishlistIdsView, WishlistMergeView } from '#contracts/wishlists.contract';
import { readStoredWishlist, toggleStored, WISHLIST_STORAGE_KEY, writeStoredWishlist } from './wishlist-storage';
import { usePageHydrated } from '../hydration/page-hydrated';

export type WishlistToggleResult = { ok: true; wishlisted: boolean } | { ok: false; message: string };

interface WishlistContextValue {
  /** False until the list is known (read from the browser, or from the account). */
  ready: boolean;
  has: (productId: string) => boolean;
  toggle: (productId: string) => Promise<WishlistToggleResult>;
  /** Products with a waiting "notify me" request (signed in only). */
  awaitsRestock: (productId: string) => boolean;
  setAwaitsRestock: (productId: string, waiting: boolean) => void;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

const FULL_MESSAGE = 'Your wishlist holds at most 200 games. Remove one to add another.';

/**
 * Which games the visitor wishlisted, for the hearts. Pages are cached for everyone, so the list is
 * read once the page has hydrated (usePageHydrated): from the account when signed in, else from this
 * browser. A browser's list is merged into the account on the first page seen signed in (whichever
 * way the shopper signed in), then forgotten by the browser; a merge sent twice adds nothing.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { user } = usePageContext();
  const signedIn = Boolean(user);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [restockIds, setRestockIds] = useState<ReadonlySet<string>>(new Set());
  const [ready, setReady] = useState(false);
  const hydrated = usePageHydrated();

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const adopt = (view: WishlistIdsView) => {
      if (!live) return;
      setIds(new Set(view.productIds));
      setRestockIds(new Set(view.restockProductIds));
      setReady(true);
    };
    if (!signedIn) {
      setIds(new Set(readStoredWishlist()));
      setRestockIds(new Set());
      setReady(true);
      const onStorage = (event: StorageEvent) => {
        if (event.key === WISHLIST_STORAGE_KEY) setIds(new Set(readStoredWishlist()));
      };
      window.addEventListener('storage', onStorage);
      return () => {
        live = false;
        window.removeEventListener('storage', onStorage);
      };
    }
    const kept = readStoredWishlist();
    void (async () => {
      if (kept.length > 0) {
        const merged = await apiRequest<WishlistMergeView>('POST', '/api/me/wishlist/merge', { productIds: kept });
        if (merged.ok) {
          writeStoredWishlist([]);
          return adopt(merged.data);
        }
      }
      const loaded = await apiRequest<WishlistIdsView>('GET', '/api/me/wishlist/ids');
      if (loaded.ok) adopt(loaded.data);
      // Known or not, the hearts and the Wishlist tab stop waiting.
      else if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [signedIn, hydrated]);

  const toggle = useCallback(
    async (productId: string): Promise<WishlistToggleResult> => {
      const wishlisted = ids.has(productId);
      if (!signedIn) {
        const next = toggleStored(readStoredWishlist(), productId);
        if (!next) return { ok: false, message: FULL_MESSAGE };
        writeStoredWishlist(next);
        setIds(new Set(next));
        return { ok: true, wishlisted: !wishlisted };
      }
      const path = `/api/me/wishlist/${encodeURIComponent(productId)}`;
      const result = wishlisted ? await apiRequest<null>('DELETE', path) : await apiRequest<WishlistIdsView>('PUT', path);
      // Removing one that another tab removed already is what was asked.
      if (!result.ok && !(wishlisted && result.error.status === 404)) return { ok: false, message: result.error.message };
      setIds((current) => {
        const next = new Set(current);
        if (wishlisted) next.delete(productId);
        else next.add(productId);
        return next;
      });
      return { ok: true, wishlisted: !wishlisted };
    },
    [ids, signedIn],
  );

  const setAwaitsRestock = useCallback((productId: string, waiting: boolean) => {
    setRestockIds((current) => {
      const next = new Set(current);
      if (waiting) next.add(productId);
      else next.delete(productId);
      return next;
    });
  }, []);

  const value = useMemo<WishlistContextValue>(
    () => ({ ready, has: (productId) => ids.has(productId), toggle, awaitsRestock: (productId) => restockIds.has(productId), setAwaitsRestock }),
    [ready, ids, restockIds, toggle, setAwaitsRestock],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const context = useContext(WishlistContext);
  if (!context) throw new Error('useWishlist must be used within a WishlistProvider');
  return context;
}
