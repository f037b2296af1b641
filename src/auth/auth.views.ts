// The shapes live in src/contracts, shared with the pages; this module's code imports them from here.
export * from '#contracts/auth.contract';
