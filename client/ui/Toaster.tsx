import './toast.css';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface ToastInput {
  title: string;
  description?: string;
  /** Destructive toasts report failures; they are announced at once and stay a little longer. */
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

const DURATION_MS = 5000;
const DESTRUCTIVE_DURATION_MS = 8000;
/** Long enough for the leave animation. */
const REMOVE_AFTER_MS = 300;

/**
 * Toasts on Radix Toast: a polite or assertive announcement, swipe or Escape to dismiss, F8 to
 * reach them from the keyboard, and a pause while hovered or focused. Wrap a page (or the app) in it
 * and call `useToast()`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    // One toast at a time: a new one replaces the old, so that no pile of them covers the page.
    setToasts((current) => [...current.filter((item) => item.open).map((item) => ({ ...item, open: false })), { ...toast, id, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
    setTimeout(() => setToasts((current) => current.filter((item) => item.id !== id)), REMOVE_AFTER_MS);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider swipeDirection="right" label="Notification">
        {children}
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onClose={() => close(toast.id)} />
        ))}
        <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-100 m-0 flex w-full max-w-sm list-none flex-col gap-3 p-4 outline-none sm:p-6" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const destructive = toast.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={(open) => !open && onClose()}
      type={destructive ? 'foreground' : 'background'}
      duration={destructive ? DESTRUCTIVE_DURATION_MS : DURATION_MS}
      className={cn(
        'group relative flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-xl shadow-black/10 dark:shadow-black/40',
        'data-[state=open]:animate-[toast-enter_200ms_ease-out] data-[state=closed]:animate-[toast-leave_150ms_ease-in_forwards]',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out_forwards]',
        destructive ? 'border-danger/40 bg-red-700 text-white dark:bg-red-900' : 'border-border bg-card text-foreground',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', destructive ? 'text-white' : 'text-emerald-500')} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description className={cn('mt-1 text-sm text-pretty', destructive ? 'text-red-50' : 'text-muted-foreground')}>{toast.description}</ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute top-2.5 right-2.5 grid size-7 place-items-center rounded-md transition-colors',
          destructive ? 'text-red-100 hover:bg-white/15 hover:text-white' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Shows a toast; only inside a `ToastProvider`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}
