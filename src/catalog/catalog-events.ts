/** Published on Redis whenever the catalogue changes, so every web replica drops what it rendered from it. */
export const CATALOG_CHANGED_CHANNEL = 'catalog:changed';
