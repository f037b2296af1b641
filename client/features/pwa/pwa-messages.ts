/** What the installable app writes to the console (spec section 8). */
export const PWA_MESSAGES = {
  installFailed: 'PWA installation failed:',
  promptDismissed: 'PWA install prompt dismissed',
  notificationsUnsupported: 'Notifications are not supported in this browser',
  registrationFailed: 'Service worker registration failed:',
} as const;
