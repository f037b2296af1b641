// The shapes live in src/contracts, shared with the pages; this module's code imports them from here.
export { KeyImportReport } from '#contracts/keys.contract';
