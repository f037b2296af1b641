/**
 * Where a key is activated: the platforms an admin may name on a product, each with its activation
 * steps and, where the platform has one, its public redeem page. Pages and mails read them here.
 */

export const ACTIVATION_PLATFORMS = [
  'Steam',
  'EA app',
  'Ubisoft Connect',
  'Battle.net',
  'Epic Games Store',
  'GOG',
  'PlayStation Store',
  'Microsoft Store',
  'Nintendo eShop',
] as const;
export type ActivationPlatform = (typeof ACTIVATION_PLATFORMS)[number];

export interface ActivationGuide {
  steps: readonly string[];
  /** The redeem page, with the key filled in where the platform takes it in the address; null: steps only. */
  redeemUrl: ((code: string) => string) | null;
}

export const ACTIVATION_GUIDES: Record<ActivationPlatform, ActivationGuide> = {
  Steam: {
    steps: [
      'Open the Steam app and sign in.',
      'Choose Games › Activate a Product on Steam…',
      'Enter the key, accept the Steam Subscriber Agreement, and the game appears in your library.',
    ],
    redeemUrl: (code) => `https://store.steampowered.com/account/registerkey?key=${encodeURIComponent(code)}`,
  },
  'EA app': {
    steps: ['Open the EA app and sign in to your EA account.', 'Open the menu (☰) and choose Redeem code.', 'Enter the key and confirm; the game appears in your library.'],
    redeemUrl: null,
  },
  'Ubisoft Connect': {
    steps: ['Open Ubisoft Connect on your PC and sign in.', 'Open the menu and choose Activate a key.', 'Enter the key and confirm; the game appears in your library.'],
    redeemUrl: null,
  },
  'Battle.net': {
    steps: ['Open the Battle.net app and sign in.', 'Click your account name and choose Redeem a Code.', 'Enter the key and choose Redeem; the game appears in your library.'],
    redeemUrl: null,
  },
  'Epic Games Store': {
    steps: ['Sign in to your Epic Games account.', 'Open store.epicgames.com/redeem (Redeem Code in your account menu).', 'Enter the key and choose Redeem; the game appears in your library.'],
    redeemUrl: () => 'https://store.epicgames.com/redeem',
  },
  GOG: {
    steps: ['Sign in to your GOG account.', 'Open gog.com/redeem.', 'Enter the key and confirm; the game appears in your library and in GOG Galaxy.'],
    redeemUrl: () => 'https://www.gog.com/redeem',
  },
  'PlayStation Store': {
    steps: [
      'On your PS5 or PS4, open PlayStation Store (or visit store.playstation.com and sign in).',
      'Open the ⋯ menu or your profile and choose Redeem Code.',
      'Enter the key and confirm; the content downloads to your console.',
    ],
    redeemUrl: null,
  },
  'Microsoft Store': {
    steps: [
      'Visit redeem.microsoft.com and sign in with your Microsoft account, or open Store › Redeem on your Xbox.',
      'Enter the 25-character key and confirm.',
      'The game appears under My games & apps, ready to install.',
    ],
    redeemUrl: () => 'https://redeem.microsoft.com',
  },
  'Nintendo eShop': {
    steps: [
      'On your Nintendo Switch, open Nintendo eShop and choose the user who should own the game.',
      'Select Redeem Code on the left.',
      'Enter the 16-character key and confirm; the download starts on its own.',
    ],
    redeemUrl: null,
  },
};

/** For a key whose product names no activation platform. */
export const UNNAMED_PLATFORM_STEPS: readonly string[] = [
  'Redeem the key in the "Redeem a code" or "Activate a product" option of the platform the game is sold for.',
  'Contact our support if it is not accepted: we fix or replace it.',
];

export function isActivationPlatform(value: unknown): value is ActivationPlatform {
  return typeof value === 'string' && (ACTIVATION_PLATFORMS as readonly string[]).includes(value);
}

export function activationStepsFor(platform: ActivationPlatform | null): readonly string[] {
  return platform ? ACTIVATION_GUIDES[platform].steps : UNNAMED_PLATFORM_STEPS;
}

/** The platform's redeem page for this key, or null where it has none we link to. */
export function redeemLinkFor(platform: ActivationPlatform | null, code: string): string | null {
  return platform ? (ACTIVATION_GUIDES[platform].redeemUrl?.(code) ?? null) : null;
}

/**
 * The activation platform a catalogue platform names plainly (Steam, PlayStation, Xbox, Nintendo, a
 * launcher's own name), or null where it does not say (PC, "PC (Windows)", a web browser): the
 * admin names it then.
 */
export function activationPlatformFrom(productPlatform: string): ActivationPlatform | null {
  const name = productPlatform.trim().toLowerCase();
  const exact = ACTIVATION_PLATFORMS.find((platform) => platform.toLowerCase() === name);
  if (exact) return exact;
  if (name.includes('steam')) return 'Steam';
  if (name.includes('playstation') || /\bps[345]\b/.test(name)) return 'PlayStation Store';
  if (name.includes('xbox')) return 'Microsoft Store';
  if (name.includes('nintendo') || name.includes('switch')) return 'Nintendo eShop';
  if (name.includes('epic')) return 'Epic Games Store';
  if (/\bgog\b/.test(name)) return 'GOG';
  if (name.includes('battle.net')) return 'Battle.net';
  if (name.includes('ubisoft') || name.includes('uplay')) return 'Ubisoft Connect';
  if (/\bea app\b/.test(name) || name.includes('origin')) return 'EA app';
  return null;
}
