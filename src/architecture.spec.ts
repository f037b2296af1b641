// @ts-expect-error: a plain node script, without type declarations
import { analyse } from '../scripts/architecture-report.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The architecture rules of docs/architecture.md, read from the source by scripts/architecture-report.mjs.
 * Nothing is left to move: any breach fails. Should one ever have to be tolerated for a while, list it
 * in `left` with the reason, and take it out again once it is gone.
 */
const left = {
  tableWriters: {} as Record<string, string[]>,
  folderCycles: [] as string[][],
  folderTwoWayPairs: [] as string[][],
  sqlOutsideRepositories: [] as string[],
  transactionsOutsideRunner: [] as string[],
  exportedRepositories: [] as string[],
  duplicateProviders: [] as string[],
};

/** What a rule finds beyond what is known to be left: these fail the test. */
const beyond = <T>(found: T[], known: T[]) => found.filter((item) => !known.some((k) => JSON.stringify(k) === JSON.stringify(item)));

describe('architecture', () => {
  const report = analyse();

  it.each(Object.keys(report.tableWriters))('only the owning module writes %s', (table: string) => {
    expect(beyond(report.tableWriters[table], left.tableWriters[table] ?? [])).toEqual([]);
  });

  it('runs SQL in repositories only', () => {
    expect(beyond(report.sqlOutsideRepositories, left.sqlOutsideRepositories)).toEqual([]);
  });

  it('opens transactions through Transactions.run only, so their events are delivered after commit', () => {
    expect(beyond(report.transactionsOutsideRunner, left.transactionsOutsideRunner)).toEqual([]);
  });

  it('has no import cycle between the folders of src/, type imports included', () => {
    expect(beyond(report.folderCycles, left.folderCycles)).toEqual([]);
    expect(beyond(report.folderTwoWayPairs, left.folderTwoWayPairs)).toEqual([]);
  });

  it('has no import cycle between Nest modules', () => {
    expect(report.moduleCycles).toEqual([]);
    expect(report.moduleTwoWayPairs).toEqual([]);
  });

  it('exports services, never repositories, out of their folder', () => {
    expect(beyond(report.exportedRepositories, left.exportedRepositories)).toEqual([]);
  });

  it('declares each provider in one module', () => {
    const duplicated = report.duplicateProviders.map((d: { provider: string }) => d.provider);
    expect(beyond(duplicated, left.duplicateProviders)).toEqual([]);
  });

  it('lists as left only what still breaks a rule', () => {
    // Once something is moved, it leaves `left` too, so that it cannot come back unnoticed.
    const stale = [
      ...beyond(left.sqlOutsideRepositories, report.sqlOutsideRepositories),
      ...beyond(left.transactionsOutsideRunner, report.transactionsOutsideRunner),
      ...beyond(left.folderCycles, report.folderCycles),
      ...beyond(left.folderTwoWayPairs, report.folderTwoWayPairs),
      ...beyond(left.exportedRepositories, report.exportedRepositories),
      ...beyond(left.duplicateProviders, report.duplicateProviders.map((d: { provider: string }) => d.provider)),
      ...Object.entries(left.tableWriters).flatMap(([table, files]) => beyond(files, report.tableWriters[table])),
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
