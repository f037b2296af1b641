import { PWA_MESSAGES } from './pwa-messages';

/** How long after the browser reports the app installable the banner appears (spec: 5000 ms). */
export const INSTALL_BANNER_DELAY_MS = 5000;

/** sessionStorage key: set once the visitor has said 'Later' (or closed the banner) in this session. */
export const INSTALL_BANNER_DISMISSED_KEY = 'pwa-install-banner-dismissed';

/** The `beforeinstallprompt` event, which TypeScript's DOM library does not describe. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallBannerOptions {
  /** The session's storage, or null where it cannot be used (privacy modes). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** True when the app already runs as an installed app. */
  isStandalone: () => boolean;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  log: Pick<Console, 'info' | 'error'>;
  /** Called whenever the banner appears or goes. */
  onChange: (visible: boolean) => void;
  delayMs?: number;
}

export interface InstallBanner {
  readonly visible: boolean;
  /** The browser reports the app installable (`beforeinstallprompt`). */
  installable(event: InstallPromptEvent): void;
  /** The visitor closes the banner or says 'Later': not again in this session. */
  dismiss(): void;
  /** The visitor asks to install: the browser's own prompt opens and the banner goes. */
  install(): Promise<void>;
  /** The app was installed (`appinstalled`), from the banner or the browser's own menu. */
  installed(): void;
  dispose(): void;
}

/**
 * The install banner's rules (spec section 4), free of React and of the DOM: shown a fixed delay
 * after the browser reports the app installable, unless dismissed earlier in this session, never in
 * the installed app, and gone for good once the app is installed.
 */
export function createInstallBanner(options: InstallBannerOptions): InstallBanner {
  const { storage, isStandalone, setTimer, clearTimer, log, onChange, delayMs = INSTALL_BANNER_DELAY_MS } = options;
  let promptEvent: InstallPromptEvent | null = null;
  let timer: unknown = null;
  let visible = false;
  let done = false;

  const dismissedThisSession = (): boolean => {
    try {
      return storage?.getItem(INSTALL_BANNER_DISMISSED_KEY) === 'true';
    } catch {
      return false;
    }
  };
  const rememberDismissal = (): void => {
    try {
      storage?.setItem(INSTALL_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Storage refused (quota, privacy mode): the banner still goes for this page.
    }
  };
  const cancelTimer = (): void => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const setVisible = (next: boolean): void => {
    if (visible === next) return;
    visible = next;
    onChange(next);
  };
  const hide = (): void => {
    cancelTimer();
    setVisible(false);
  };

  return {
    get visible() {
      return visible;
    },

    installable(event) {
      // The banner replaces the browser's own install hint, also when it is not shown.
      event.preventDefault();
      promptEvent = event;
      if (done || visible || timer !== null || isStandalone() || dismissedThisSession()) return;
      timer = setTimer(() => {
        timer = null;
        if (!done && promptEvent && !isStandalone() && !dismissedThisSession()) setVisible(true);
      }, delayMs);
    },

    dismiss() {
      rememberDismissal();
      hide();
    },

    async install() {
      const event = promptEvent;
      if (!event) return;
      // A prompt event can be used once only.
      promptEvent = null;
      hide();
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        if (outcome === 'accepted') {
          done = true;
        } else {
          log.info(PWA_MESSAGES.promptDismissed);
          rememberDismissal();
        }
      } catch (error) {
        log.error(PWA_MESSAGES.installFailed, error);
      }
    },

    installed() {
      done = true;
      promptEvent = null;
      hide();
    },

    dispose() {
      cancelTimer();
    },
  };
}
