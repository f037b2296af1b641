import { apiRequest } from '../../lib/api';
import type { ProfileView } from '#contracts/auth.contract';
import { shopperLocation, type ShopperLocation } from './shopper-region';

let profileCountry: Promise<string | null> | null = null;

/** The signed-in shopper's profile country, read once a page view (the profile page resets it when saved). */
function readProfileCountry(): Promise<string | null> {
  profileCountry ??= apiRequest<ProfileView>('GET', '/api/profile').then((result) => (result.ok ? result.data.country : null));
  return profileCountry;
}

/** Forgets the country read, after the shopper changed it. */
export function forgetProfileCountry(): void {
  profileCountry = null;
}

/** Where the shopper is, for the region guard: the profile's country when signed in and set, else the browser's languages. */
export async function locateShopper(signedIn: boolean): Promise<ShopperLocation | null> {
  const country = signedIn ? await readProfileCountry() : null;
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return shopperLocation(country, languages);
}
