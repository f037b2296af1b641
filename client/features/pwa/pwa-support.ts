/** The parts of `window` that say how the app runs; narrow so that tests can pass plain objects. */
export interface DisplayEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  /** `standalone` is iOS Safari's own flag, absent elsewhere. */
  navigator: object & { standalone?: boolean };
}

/** Display modes in which the store already runs as an installed app. */
const INSTALLED_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];

/** True inside the installed app: a display mode other than the browser tab, or iOS's home-screen app. */
export function isStandalone(env: DisplayEnvironment): boolean {
  if (env.navigator.standalone === true) return true;
  return INSTALLED_DISPLAY_MODES.some((mode) => env.matchMedia?.(`(display-mode: ${mode})`).matches === true);
}

/** The browser offers the Notifications API. */
export function supportsNotifications(env: object): boolean {
  return 'Notification' in env;
}

/**
 * The service worker runs in production builds only (in development it would keep Vite's modules
 * from reloading), and browsers allow it only on https or localhost.
 */
export function shouldRegisterServiceWorker(env: { production: boolean; secureContext: boolean; navigator: object }): boolean {
  return env.production && env.secureContext && 'serviceWorker' in env.navigator;
}
