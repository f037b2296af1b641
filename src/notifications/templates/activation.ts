/** How to activate a key, by the platform it is for; the platform name is matched loosely (any case, PS5, Switch…). */
export interface Activation {
  platform: string;
  steps: string[];
}

const STEAM: Activation = {
  platform: 'Steam',
  steps: [
    'Open the Steam app and sign in (or visit store.steampowered.com/account/registerkey).',
    'Choose Games › Activate a Product on Steam…',
    'Enter the key, accept the subscriber agreement, and the game appears in your library.',
  ],
};

const PLAYSTATION: Activation = {
  platform: 'PlayStation',
  steps: [
    'On your PS5 or PS4, open PlayStation Store (or visit store.playstation.com and sign in).',
    'Open the ⋯ menu or your profile and choose Redeem Code.',
    'Enter the key and confirm; the content downloads to your console.',
  ],
};

const XBOX: Activation = {
  platform: 'Xbox',
  steps: [
    'Visit redeem.microsoft.com and sign in with your Microsoft account, or open Store › Redeem on your Xbox.',
    'Enter the 25-character key and confirm.',
    'The game appears under My games & apps, ready to install.',
  ],
};

const NINTENDO: Activation = {
  platform: 'Nintendo',
  steps: [
    'On your Nintendo Switch, open Nintendo eShop and choose the user who should own the game.',
    'Select Redeem Code on the left.',
    'Enter the 16-character key and confirm; the download starts on its own.',
  ],
};

const PC: Activation = {
  platform: 'PC',
  steps: [
    'Open the launcher named on the product page (for example Steam, EA app, Ubisoft Connect, Epic Games, GOG Galaxy or Battle.net).',
    'Find its "Redeem a code" or "Activate a product" option, usually in the account or games menu.',
    'Enter the key; the game is added to your library there.',
  ],
};

const GENERIC: Activation = {
  platform: 'Other',
  steps: ['Redeem the key on the platform named on the product page, in its "Redeem a code" option.', 'Contact our support if it is not accepted: we fix or replace it.'],
};

/** Activation steps for a platform name as products carry it. */
export function activationFor(platform: string): Activation {
  const name = platform.toLowerCase();
  if (name.includes('steam')) return STEAM;
  if (name.includes('playstation') || /\bps[345]\b/.test(name)) return PLAYSTATION;
  if (name.includes('xbox')) return XBOX;
  if (name.includes('nintendo') || name.includes('switch')) return NINTENDO;
  if (name === 'pc' || name.includes('pc') || name.includes('windows')) return PC;
  return GENERIC;
}
