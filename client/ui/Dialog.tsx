import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

interface DialogProps {
  open: boolean;
  /** Called however the dialog closes: Escape, the close button, a click outside, or the caller. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the rest of the page is inert while it is open,
 * Escape and a click on the backdrop close it, the first field gets the focus, and the focus goes
 * back to what opened it. Its content is mounted only while it is open, so every opening starts fresh.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const closed = () => {
    onClose();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={closed}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === ref.current) ref.current.close();
      }}
      className={cn(
        'm-auto max-h-[min(90dvh,48rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-card p-0 text-foreground shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <h2 id={titleId} className="pr-10 text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-muted-foreground">
              {description}
            </div>
          )}
          <div className="mt-5">{children}</div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label="Close"
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </dialog>
  );
}
