import Bowser from 'bowser';

/** The longest user agent kept: real ones are a few hundred characters, and a header can be kilobytes. */
export const MAX_USER_AGENT_LENGTH = 500;

/** The user agent as stored and parsed: cut to its first characters, or null when absent. */
export function keptUserAgent(userAgent: string | null | undefined): string | null {
  return userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null;
}

/**
 * The device a person would recognise from a user agent, browser and OS ("Chrome on Windows"); the
 * versions are left out, so that a browser update is not a new device.
 */
export function describeDevice(userAgent: string | null): string {
  const kept = keptUserAgent(userAgent);
  if (!kept) return 'Unknown device';
  const parsed = Bowser.parse(kept);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}
