import { Download, KeyRound, X } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { buttonStyles } from '../../ui/button-styles';
import { installBanner } from './install-banner-store';

const hiddenOnServer = () => false;

/**
 * Offers to install the store as an app (spec section 4). It slides in at the bottom without taking
 * focus; keyboard users reach it after the footer. The slide is skipped when motion is reduced.
 */
export function InstallBanner() {
  const visible = useSyncExternalStore(installBanner.subscribe, installBanner.isVisible, hiddenOnServer);
  const titleId = useId();
  if (!visible) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4 sm:pb-4 motion-safe:transition-[translate,opacity] motion-safe:duration-300 motion-safe:ease-out motion-safe:starting:translate-y-full motion-safe:starting:opacity-0"
    >
      <div className="relative mx-auto flex max-w-2xl flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-border bg-card/95 p-4 shadow-2xl shadow-black/30 backdrop-blur sm:flex-nowrap">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-linear-to-br from-violet-500 to-cyan-500 text-white shadow-md shadow-violet-500/30">
          <KeyRound className="size-6" aria-hidden="true" strokeWidth={2.25} />
        </span>
        <div className="min-w-0 flex-1 pr-9 sm:pr-0">
          <h2 id={titleId} className="font-semibold">
            Install Keyshop
          </h2>
          <p className="text-sm text-muted-foreground">Add the store to your device for quick access to your games and deals.</p>
        </div>
        <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
          <button type="button" onClick={installBanner.dismiss} className={buttonStyles({ variant: 'ghost' })}>
            Later
          </button>
          <button type="button" onClick={() => void installBanner.install()} className={buttonStyles()}>
            <Download aria-hidden="true" />
            Install
          </button>
        </div>
        <button
          type="button"
          onClick={installBanner.dismiss}
          aria-label="Dismiss install banner"
          title="Dismiss"
          className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'absolute top-1 right-1 sm:static' })}
        >
          <X aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
