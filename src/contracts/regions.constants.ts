/**
 * Where a key activates, as a product names it, and where a shopper is, as a profile names it. The
 * pages (the region guard, the admin's product form), the server's checks and the database's CHECK
 * read the same lists. No decorators: the client bundle imports this file.
 */

/** A key's activation region: `Global` works everywhere, any other only in that region. */
export const REGIONS = ['Global', 'Europe', 'North America', 'Latin America', 'Asia', 'Oceania', 'Africa', 'Middle East'] as const;
export type Region = (typeof REGIONS)[number];

export const GLOBAL_REGION: Region = 'Global';

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** A country a shopper may name on their profile: ISO 3166-1 alpha-2 code, English name and the region its keys must be for. */
export interface Country {
  code: string;
  name: string;
  region: Exclude<Region, 'Global'>;
}

/** The countries a profile offers, by name. */
export const PROFILE_COUNTRIES: readonly Country[] = (
  [
    ['AR', 'Argentina', 'Latin America'], ['AU', 'Australia', 'Oceania'], ['AT', 'Austria', 'Europe'], ['BE', 'Belgium', 'Europe'],
    ['BW', 'Botswana', 'Africa'], ['BR', 'Brazil', 'Latin America'], ['BG', 'Bulgaria', 'Europe'], ['CA', 'Canada', 'North America'],
    ['CL', 'Chile', 'Latin America'], ['CN', 'China', 'Asia'], ['CO', 'Colombia', 'Latin America'], ['HR', 'Croatia', 'Europe'],
    ['CY', 'Cyprus', 'Europe'], ['CZ', 'Czechia', 'Europe'], ['DK', 'Denmark', 'Europe'], ['EG', 'Egypt', 'Middle East'],
    ['EE', 'Estonia', 'Europe'], ['SZ', 'Eswatini', 'Africa'], ['FI', 'Finland', 'Europe'], ['FR', 'France', 'Europe'],
    ['DE', 'Germany', 'Europe'], ['GH', 'Ghana', 'Africa'], ['GR', 'Greece', 'Europe'], ['HK', 'Hong Kong', 'Asia'],
    ['HU', 'Hungary', 'Europe'], ['IS', 'Iceland', 'Europe'], ['IN', 'India', 'Asia'], ['ID', 'Indonesia', 'Asia'],
    ['IE', 'Ireland', 'Europe'], ['IL', 'Israel', 'Middle East'], ['IT', 'Italy', 'Europe'], ['JP', 'Japan', 'Asia'],
    ['KE', 'Kenya', 'Africa'], ['KR', 'South Korea', 'Asia'], ['LV', 'Latvia', 'Europe'], ['LS', 'Lesotho', 'Africa'],
    ['LT', 'Lithuania', 'Europe'], ['LU', 'Luxembourg', 'Europe'], ['MY', 'Malaysia', 'Asia'], ['MT', 'Malta', 'Europe'],
    ['MX', 'Mexico', 'Latin America'], ['MA', 'Morocco', 'Africa'], ['MZ', 'Mozambique', 'Africa'], ['NA', 'Namibia', 'Africa'],
    ['NL', 'Netherlands', 'Europe'], ['NZ', 'New Zealand', 'Oceania'], ['NG', 'Nigeria', 'Africa'], ['NO', 'Norway', 'Europe'],
    ['PE', 'Peru', 'Latin America'], ['PH', 'Philippines', 'Asia'], ['PL', 'Poland', 'Europe'], ['PT', 'Portugal', 'Europe'],
    ['QA', 'Qatar', 'Middle East'], ['RO', 'Romania', 'Europe'], ['SA', 'Saudi Arabia', 'Middle East'], ['SG', 'Singapore', 'Asia'],
    ['SK', 'Slovakia', 'Europe'], ['SI', 'Slovenia', 'Europe'], ['ZA', 'South Africa', 'Africa'], ['ES', 'Spain', 'Europe'],
    ['SE', 'Sweden', 'Europe'], ['CH', 'Switzerland', 'Europe'], ['TW', 'Taiwan', 'Asia'], ['TH', 'Thailand', 'Asia'],
    ['TR', 'Türkiye', 'Europe'], ['AE', 'United Arab Emirates', 'Middle East'], ['GB', 'United Kingdom', 'Europe'],
    ['US', 'United States', 'North America'], ['UY', 'Uruguay', 'Latin America'], ['VN', 'Vietnam', 'Asia'],
    ['ZM', 'Zambia', 'Africa'], ['ZW', 'Zimbabwe', 'Africa'],
  ] as const
).map(([code, name, region]) => ({ code, name, region }));

const BY_CODE = new Map(PROFILE_COUNTRIES.map((country) => [country.code, country]));

/** The country of an ISO alpha-2 code (any case), or null when the list does not have it. */
export function countryByCode(code: string | null | undefined): Country | null {
  return code ? (BY_CODE.get(code.toUpperCase()) ?? null) : null;
}

/** Whether a key of `keyRegion` activates in `shopperRegion`; an unknown shopper region is not known to work. */
export function keyWorksIn(keyRegion: string, shopperRegion: Region | null): boolean {
  return keyRegion === GLOBAL_REGION || keyRegion === shopperRegion;
}

/**
 * The region a free-text region names (a supplier's feed, an old product), or Global when it names
 * none of the list. The migration maps existing products by the same words.
 */
export function regionFromText(text: string | null | undefined): Region {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return GLOBAL_REGION;
  const exact = REGIONS.find((region) => region.toLowerCase() === value);
  if (exact) return exact;
  if (/\b(eu|europe|emea|uk)\b/.test(value)) return 'Europe';
  if (/\b(na|us|usa|north america|united states|canada)\b/.test(value)) return 'North America';
  if (/\b(latam|latin america|south america|brazil|mexico)\b/.test(value)) return 'Latin America';
  if (/\b(asia|sea|japan|jp|china|india|korea)\b/.test(value)) return 'Asia';
  if (/\b(oceania|australia|au|nz|anz)\b/.test(value)) return 'Oceania';
  if (/\b(africa|za)\b/.test(value)) return 'Africa';
  if (/\b(middle east|mena)\b/.test(value)) return 'Middle East';
  return GLOBAL_REGION;
}
