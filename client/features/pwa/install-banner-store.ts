import { createInstallBanner, type InstallBanner, type InstallPromptEvent } from './install-banner';
import { isStandalone } from './pwa-support';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/**
 * One install banner for the page, created when this module loads in the browser: the browser may
 * report the app installable before React has hydrated, and that event must not be missed.
 */
const banner: InstallBanner | null =
  typeof window === 'undefined'
    ? null
    : createInstallBanner({
        storage: sessionStorageOrNull(),
        isStandalone: () => isStandalone(window),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
        log: console,
        onChange: () => listeners.forEach((listener) => listener()),
      });

if (banner) {
  window.addEventListener('beforeinstallprompt', (event) => banner.installable(event as InstallPromptEvent));
  window.addEventListener('appinstalled', () => banner.installed());
}

export const installBanner = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isVisible: (): boolean => banner?.visible ?? false,
  install: (): Promise<void> => banner?.install() ?? Promise.resolve(),
  dismiss: (): void => banner?.dismiss(),
};
