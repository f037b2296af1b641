import './tailwind.css';
import type { ReactNode } from 'react';
import { SiteFooter } from '../ui/layout/SiteFooter';
import { SiteHeader } from '../ui/layout/SiteHeader';
import { Pwa } from '../features/pwa/Pwa';
import { LiveChatLauncher } from '../features/chat/LiveChatLauncher';

export const MAIN_CONTENT_ID = 'main';

export default function LayoutDefault({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-primary text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2.5"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Pwa />
      <LiveChatLauncher />
    </div>
  );
}
