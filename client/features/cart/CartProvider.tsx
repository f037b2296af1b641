import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePageHydrated } from '../hydration/page-hydrated';
import * as cart from './cart-state';
import type { CartLine, CartProduct } from './cart-state';

interface CartContextValue {
  items: readonly CartLine[];
  /** False until the saved cart has been read, so pages can avoid flashing an empty cart. */
  ready: boolean;
  totalQuantity: number;
  subtotalCents: number;
  addItem: (product: CartProduct, quantity?: number) => void;
  updateQuantity: (productId: string, quantity: number) => void;
  removeItem: (productId: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The visitor's cart, kept in localStorage. The server renders an empty cart; the saved one is read
 * once the page has hydrated (usePageHydrated) so that hydration matches the server's markup.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartLine[]>([]);
  const [ready, setReady] = useState(false);
  const hydrated = usePageHydrated();

  useEffect(() => {
    if (!hydrated) return;
    setItems(cart.parseStoredCart(readStorage()));
    setReady(true);
    // Another tab changed the cart: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === cart.CART_STORAGE_KEY) setItems(cart.parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [hydrated]);

  useEffect(() => {
    if (ready) writeStorage(cart.serializeCart(items));
  }, [items, ready]);

  const addItem = useCallback((product: CartProduct, quantity = 1) => {
    setItems((current) => cart.addItem(current, product, quantity));
  }, []);
  const updateQuantity = useCallback((productId: string, quantity: number) => {
    setItems((current) => cart.updateQuantity(current, productId, quantity));
  }, []);
  const removeItem = useCallback((productId: string) => {
    setItems((current) => cart.removeItem(current, productId));
  }, []);
  const clear = useCallback(() => setItems([]), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      ready,
      totalQuantity: cart.totalQuantity(items),
      subtotalCents: cart.subtotalCents(items),
      addItem,
      updateQuantity,
      removeItem,
      clear,
    }),
    [items, ready, addItem, updateQuantity, removeItem, clear],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(cart.CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string): void {
  try {
    localStorage.setItem(cart.CART_STORAGE_KEY, value);
  } catch {
    // Storage full or unavailable (privacy mode): the cart still works for this page view.
  }
}
