import { PWA_MESSAGES } from './pwa-messages';
import { shouldRegisterServiceWorker, supportsNotifications } from './pwa-support';

export const SERVICE_WORKER_URL = '/sw.js';

let started = false;

/**
 * Once per page: registers the service worker after the page has loaded (so that it never competes
 * with the page's own requests) and reports a browser without notifications, as the spec asks.
 */
export function startPwa(): void {
  if (started) return;
  started = true;
  if (!supportsNotifications(window)) console.warn(PWA_MESSAGES.notificationsUnsupported);
  if (!shouldRegisterServiceWorker({ production: import.meta.env.PROD, secureContext: window.isSecureContext, navigator })) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.error(PWA_MESSAGES.registrationFailed, error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
