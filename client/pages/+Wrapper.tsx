import type { ReactNode } from 'react';
import { CartProvider } from '../features/cart/CartProvider';
import { useSeoTagsSync } from '../features/seo/useSeoTagsSync';
import { ThemeProvider } from '../features/theme/ThemeProvider';

/** App-wide providers, outside every layout so that any page can use the theme and the cart. */
export default function Wrapper({ children }: { children: ReactNode }) {
  useSeoTagsSync();
  return (
    <ThemeProvider>
      <CartProvider>{children}</CartProvider>
    </ThemeProvider>
  );
}
