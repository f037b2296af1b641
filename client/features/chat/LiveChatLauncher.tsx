import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

// The dialog, its form and its live stream are loaded at the first press, so that every shop page's
// first load carries only the button.
const ChatDialog = lazy(() => import('./ChatDialog').then((module) => ({ default: module.ChatDialog })));

/**
 * The Live Chat button in the corner of every shop page (the admin console has its inbox instead); on
 * phones an icon above the product page's purchase bar.
 */
export function LiveChatLauncher() {
  const { urlPathname } = usePageContext();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  if (urlPathname.startsWith('/admin')) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-24 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-3.5 text-sm font-semibold text-primary-foreground shadow-lg shadow-primary/30 transition-colors hover:bg-primary-hover sm:px-5 md:right-6 md:bottom-6 print:hidden [&_svg]:size-5"
      >
        <MessageCircle aria-hidden="true" />
        <span className="max-sm:sr-only">Live Chat</span>
      </button>
      {pressed && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
