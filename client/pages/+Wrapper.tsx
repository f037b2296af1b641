import { Suspense, type ReactNode } from 'react';
import { CartProvider } from '../features/cart/CartProvider';
import { HydrationMark } from '../features/hydration/HydrationMark';
import { useSeoTagsSync } from '../features/seo/useSeoTagsSync';
import { ThemeProvider } from '../features/theme/ThemeProvider';
import { WishlistProvider } from '../features/wishlist/WishlistProvider';

/**
 * App-wide providers, outside every layout so that any page can use the theme, the cart and the
 * wishlist. The layout and page sit in a Suspense boundary: React hydrates the content of a boundary
 * in slices of a few milliseconds between which the browser handles input, instead of in one task
 * that blocks a phone's main thread for hundreds of milliseconds; a click on content not yet
 * hydrated hydrates it first and is then handled.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  useSeoTagsSync();
  return (
    <ThemeProvider>
      <CartProvider>
        <WishlistProvider>
          <Suspense>
            {children}
            <HydrationMark />
          </Suspense>
        </WishlistProvider>
      </CartProvider>
    </ThemeProvider>
  );
}
