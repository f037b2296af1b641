import { countryByCode, GLOBAL_REGION, keyWorksIn, type Country } from '#contracts/regions.constants';

/** Where the shopper is, and how we know: the country on their profile, or their browser's language settings. */
export interface ShopperLocation {
  country: Country;
  source: 'profile' | 'browser';
}

/** The country of the first browser language that names one of the listed countries (`en-US` → United States). */
export function countryFromLanguages(languages: readonly string[]): Country | null {
  for (const tag of languages) {
    const region = tag.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
    const country = countryByCode(region);
    if (country) return country;
  }
  return null;
}

/** Where the shopper is: the profile's country when it has one, else the browser's languages; null when neither tells. */
export function shopperLocation(profileCountry: string | null, languages: readonly string[]): ShopperLocation | null {
  const fromProfile = countryByCode(profileCountry);
  if (fromProfile) return { country: fromProfile, source: 'profile' };
  const fromBrowser = countryFromLanguages(languages);
  return fromBrowser ? { country: fromBrowser, source: 'browser' } : null;
}

/** The warning before adding a region-locked key, or null when the key works where the shopper is (or anywhere). */
export function regionWarning(keyRegion: string, location: ShopperLocation | null): string | null {
  if (keyRegion === GLOBAL_REGION || keyWorksIn(keyRegion, location?.country.region ?? null)) return null;
  const first = `This key activates only in ${keyRegion}.`;
  if (!location) return `${first} We cannot tell where you are: make sure you are in ${keyRegion} before buying it.`;
  const where = location.source === 'profile' ? `Your account says ${location.country.name}.` : `Your browser's language settings say ${location.country.name}.`;
  return `${first} ${where} It will not work there.`;
}
