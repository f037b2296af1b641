// @ts-expect-error: a plain node script, without type declarations
import { analyse } from '../scripts/architecture-report.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The architecture rules of docs/architecture.md, read from the source by scripts/architecture-report.mjs.
 * What is listed under `notYetMoved` breaks a rule today and is to be moved; anything else fails.
 */
const notYetMoved = {
  // Its schedule moves to the schedules table together with the other scheduled tasks.
  sqlOutsideRepositories: ['src/import/import-schedule.service.ts'],
  folderCycles: [['audit', 'auth', 'cart-pricing', 'catalog', 'claims', 'credits', 'keys', 'notifications', 'orders', 'payments', 'profiles', 'queue', 'stock-alerts']],
  folderTwoWayPairs: [
    ['audit', 'auth'],
    ['catalog', 'keys'],
    ['claims', 'orders'],
    ['keys', 'orders'],
    ['orders', 'profiles'],
  ],
  exportedRepositories: [] as string[],
  duplicateProviders: [
    'CatalogSyncRunsRepository',
    'CatalogueSyncRequests',
    'FulfilmentQueue',
    'ImportRequests',
    'ImportRunsRepository',
    'ImportScheduleService',
    'KeyClaimsRepository',
    'MailOutboxRepository',
    'MailRenderer',
    'OrdersRepository',
    'RateLimiter',
    'RawgBudgetRepository',
    'StockAlertsRepository',
  ],
  tableWriters: {
  } as Record<string, string[]>,
};

/** What a rule finds beyond what is known to be left: these fail the test. */
const beyond = <T>(found: T[], known: T[]) => found.filter((item) => !known.some((k) => JSON.stringify(k) === JSON.stringify(item)));

describe('architecture', () => {
  const report = analyse();

  it.each(Object.keys(report.tableWriters))('only the owning module writes %s', (table: string) => {
    expect(beyond(report.tableWriters[table], notYetMoved.tableWriters[table] ?? [])).toEqual([]);
  });

  it('runs SQL in repositories only', () => {
    expect(beyond(report.sqlOutsideRepositories, notYetMoved.sqlOutsideRepositories)).toEqual([]);
  });

  it('has no import cycle between the folders of src/', () => {
    expect(beyond(report.folderCycles, notYetMoved.folderCycles)).toEqual([]);
    expect(beyond(report.folderTwoWayPairs, notYetMoved.folderTwoWayPairs)).toEqual([]);
  });

  it('has no import cycle between Nest modules', () => {
    expect(report.moduleCycles).toEqual([]);
  });

  it('exports services, never repositories', () => {
    expect(beyond(report.exportedRepositories, notYetMoved.exportedRepositories)).toEqual([]);
  });

  it('declares each provider in one module', () => {
    const duplicated = report.duplicateProviders.map((d: { provider: string }) => d.provider);
    expect(beyond(duplicated, notYetMoved.duplicateProviders)).toEqual([]);
  });

  it('lists as left only what still breaks a rule', () => {
    // Once something is moved, it leaves `notYetMoved` too, so that it cannot come back unnoticed.
    const stale = [
      ...beyond(notYetMoved.sqlOutsideRepositories, report.sqlOutsideRepositories),
      ...beyond(notYetMoved.folderTwoWayPairs, report.folderTwoWayPairs),
      ...beyond(notYetMoved.exportedRepositories, report.exportedRepositories),
      ...beyond(notYetMoved.duplicateProviders, report.duplicateProviders.map((d: { provider: string }) => d.provider)),
      ...Object.entries(notYetMoved.tableWriters).flatMap(([table, files]) => beyond(files, report.tableWriters[table])),
    ];
    expect(stale).toEqual([]);
  });
});

describe('pages and server', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const clientFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' ? [] : clientFiles(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const imports = clientFiles(join(root, 'client')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].map(([, typeOnly, specifier]) => ({ file: relative(root, file), typeOnly: Boolean(typeOnly), specifier })),
  );

  it('share code through #contracts/* and #server/*, never a relative path from client/ into src/', () => {
    const intoSrc = imports.filter(({ file, specifier }) => specifier.startsWith('.') && !relative(join(root, 'src'), resolve(root, dirname(file), specifier)).startsWith('..'));
    expect(intoSrc.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it('import the decorated contract classes as types only, so that Swagger stays out of the browser', () => {
    const valueImports = imports.filter(({ typeOnly, specifier }) => !typeOnly && /^#contracts\/.*\.contract$/.test(specifier));
    expect(valueImports.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });
});
