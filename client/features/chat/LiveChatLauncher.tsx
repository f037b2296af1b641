import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ChatDialog } from './ChatDialog';

/**
 * The Live Chat button in the corner of every shop page (the admin console has its inbox instead); on
 * phones an icon above the product page's purchase bar.
 */
export function LiveChatLauncher() {
  const { urlPathname } = usePageContext();
  const [open, setOpen] = useState(false);
  if (urlPathname.startsWith('/admin')) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-24 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-3.5 text-sm font-semibold text-primary-foreground shadow-lg shadow-primary/30 transition-colors hover:bg-primary-hover sm:px-5 md:right-6 md:bottom-6 print:hidden [&_svg]:size-5"
      >
        <MessageCircle aria-hidden="true" />
        <span className="max-sm:sr-only">Live Chat</span>
      </button>
      <ChatDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
