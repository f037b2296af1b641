import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createInstallBanner, INSTALL_BANNER_DELAY_MS, INSTALL_BANNER_DISMISSED_KEY, type InstallBannerOptions, type InstallPromptEvent } from './install-banner';
import { PWA_MESSAGES } from './pwa-messages';

type Outcome = 'accepted' | 'dismissed';

function promptEvent(outcome: Outcome | Error = 'accepted') {
  const prompt = jest.fn(async () => {
    if (outcome instanceof Error) throw outcome;
  });
  const event = {
    preventDefault: jest.fn(),
    prompt,
    userChoice: outcome instanceof Error ? new Promise(() => {}) : Promise.resolve({ outcome, platform: 'web' }),
  };
  return event as unknown as InstallPromptEvent & { preventDefault: jest.Mock; prompt: jest.Mock };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

function newBanner(overrides: Partial<InstallBannerOptions> = {}) {
  const changes: boolean[] = [];
  const log = { info: jest.fn(), error: jest.fn() };
  const storage = memoryStorage();
  const sut = createInstallBanner({
    storage,
    isStandalone: () => false,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    log,
    onChange: (visible) => changes.push(visible),
    ...overrides,
  });
  return { sut, changes, log, storage: (overrides.storage as Storage | undefined) ?? storage };
}

describe('install banner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('appears 5000 ms after the browser reports the app installable, not before', () => {
    const { sut, changes } = newBanner();
    const event = promptEvent();
    sut.installable(event);
    expect(event.preventDefault).toHaveBeenCalled();

    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS - 1);
    expect(sut.visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(sut.visible).toBe(true);
    expect(changes).toEqual([true]);
    expect(INSTALL_BANNER_DELAY_MS).toBe(5000);
  });

  it('does not restart the delay when the browser reports it again', () => {
    const { sut } = newBanner();
    sut.installable(promptEvent());
    jest.advanceTimersByTime(3000);
    sut.installable(promptEvent());
    jest.advanceTimersByTime(2000);
    expect(sut.visible).toBe(true);
  });

  it('stays away for the session once dismissed with X or Later, even on the next page', () => {
    const first = newBanner();
    first.sut.installable(promptEvent());
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    first.sut.dismiss();
    expect(first.sut.visible).toBe(false);
    expect(first.storage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe('true');

    const nextPage = newBanner({ storage: first.storage });
    const event = promptEvent();
    nextPage.sut.installable(event);
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS * 2);
    expect(nextPage.sut.visible).toBe(false);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('is not shown when dismissed during the delay', () => {
    const { sut, changes } = newBanner();
    sut.installable(promptEvent());
    jest.advanceTimersByTime(1000);
    sut.dismiss();
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(changes).toEqual([]);
  });

  it('is never shown in the installed app', () => {
    const { sut } = newBanner({ isStandalone: () => true });
    sut.installable(promptEvent());
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(sut.visible).toBe(false);
  });

  it('still shows when session storage cannot be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { sut } = newBanner({ storage: broken });
    sut.installable(promptEvent());
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(sut.visible).toBe(true);
    sut.dismiss();
    expect(sut.visible).toBe(false);
  });

  it('opens the browser prompt on Install and is gone for good when accepted', async () => {
    const { sut, log } = newBanner();
    const event = promptEvent('accepted');
    sut.installable(event);
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);

    await sut.install();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(sut.visible).toBe(false);
    expect(log.info).not.toHaveBeenCalled();

    sut.installable(promptEvent());
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(sut.visible).toBe(false);
  });

  it('logs a dismissed prompt and stays away for the session', async () => {
    const { sut, log, storage } = newBanner();
    sut.installable(promptEvent('dismissed'));
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);

    await sut.install();
    expect(sut.visible).toBe(false);
    expect(log.info).toHaveBeenCalledWith(PWA_MESSAGES.promptDismissed);
    expect(storage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe('true');
  });

  it('logs a failed installation', async () => {
    const failure = new Error('The prompt() method must be called with a user gesture');
    const { sut, log } = newBanner();
    sut.installable(promptEvent(failure));
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);

    await sut.install();
    expect(sut.visible).toBe(false);
    expect(log.error).toHaveBeenCalledWith(PWA_MESSAGES.installFailed, failure);
  });

  it('goes when the app is installed from the browser menu, and does not come back', () => {
    const { sut } = newBanner();
    sut.installable(promptEvent());
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    sut.installed();
    expect(sut.visible).toBe(false);

    sut.installable(promptEvent());
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(sut.visible).toBe(false);
  });

  it('does nothing on Install without a prompt from the browser', async () => {
    const { sut, log } = newBanner();
    await sut.install();
    expect(log.error).not.toHaveBeenCalled();
    expect(sut.visible).toBe(false);
  });

  it('stops its timer when disposed', () => {
    const { sut, changes } = newBanner();
    sut.installable(promptEvent());
    sut.dispose();
    jest.advanceTimersByTime(INSTALL_BANNER_DELAY_MS);
    expect(changes).toEqual([]);
  });
});
