import { describe, expect, it } from '@jest/globals';
import { isStandalone, shouldRegisterServiceWorker, supportsNotifications } from './pwa-support';

const matching = (mode: string | null) => (query: string) => ({ matches: mode !== null && query === `(display-mode: ${mode})` });

describe('isStandalone', () => {
  it('is false in a browser tab', () => {
    expect(isStandalone({ matchMedia: matching('browser'), navigator: {} })).toBe(false);
    expect(isStandalone({ navigator: {} })).toBe(false);
  });

  it('is true in the installed app', () => {
    expect(isStandalone({ matchMedia: matching('standalone'), navigator: {} })).toBe(true);
    expect(isStandalone({ matchMedia: matching('window-controls-overlay'), navigator: {} })).toBe(true);
  });

  it("is true in iOS's home-screen app", () => {
    expect(isStandalone({ matchMedia: matching(null), navigator: { standalone: true } })).toBe(true);
  });
});

describe('supportsNotifications', () => {
  it('looks for the Notifications API', () => {
    expect(supportsNotifications({ Notification: function Notification() {} })).toBe(true);
    expect(supportsNotifications({})).toBe(false);
  });
});

describe('shouldRegisterServiceWorker', () => {
  const navigator = { serviceWorker: {} };

  it('registers in a production build on https or localhost', () => {
    expect(shouldRegisterServiceWorker({ production: true, secureContext: true, navigator })).toBe(true);
  });

  it('does not register in development, on plain http or without service workers', () => {
    expect(shouldRegisterServiceWorker({ production: false, secureContext: true, navigator })).toBe(false);
    expect(shouldRegisterServiceWorker({ production: true, secureContext: false, navigator })).toBe(false);
    expect(shouldRegisterServiceWorker({ production: true, secureContext: true, navigator: {} })).toBe(false);
  });
});
