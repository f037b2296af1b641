// The shapes live in src/contracts, shared with the pages; this module's code imports them from here.
export * from '#contracts/catalog.contract';
export * from '#contracts/catalog.constants';
