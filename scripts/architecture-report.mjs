#!/usr/bin/env node
/**
 * Reads src/ and reports how the code keeps its architecture rules (docs/architecture.md):
 * which files write each owned table, import cycles between modules, SQL outside repositories,
 * transactions opened outside Transactions.run, exported repositories and providers declared in
 * more than one module.
 *
 *   node scripts/architecture-report.mjs          prints the report
 *   node scripts/architecture-report.mjs --json   prints it as JSON
 *
 * src/architecture.spec.ts runs the same analysis and fails on any breach. The report also prints
 * how many API operations lack a response or error schema in the OpenAPI document (from the build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each owned table and the one folder under src/ whose code may change its rows. */
export const TABLE_OWNERS = {
  product_keys: 'keys',
  data_keys: 'keys',
  user_credits: 'credits',
  payments: 'payments',
  payment_refusals: 'payments',
  product_reviews: 'product-reviews',
  product_review_summary: 'product-reviews',
  sessions: 'auth',
  refresh_tokens: 'auth',
  password_reset_tokens: 'auth',
  sign_in_codes: 'auth',
  known_devices: 'auth',
  email_verification_tokens: 'auth',
  account_signals: 'fraud',
  account_links: 'fraud',
  mail_outbox: 'notifications',
  scheduled_runs: 'scheduler',
  import_runs: 'import',
  catalog_sync_runs: 'catalog',
  product_images: 'catalog',
  product_image_variants: 'catalog',
  product_slug_redirects: 'catalog',
  catalog_counts: 'catalog',
  catalog_stock_changes: 'catalog',
  search_words: 'catalog',
  contact_messages: 'contact',
  chat_conversations: 'chat',
  chat_messages: 'chat',
  wishlist_items: 'wishlists',
  restock_requests: 'wishlists',
  alert_mails: 'wishlists',
  alert_preferences: 'wishlists',
};

/** Infrastructure that runs SQL by nature: migrations, the seed runner and the database wiring. */
const SQL_INFRASTRUCTURE = ['database/'];

/** Demo data written by the seed command outside the running app; owned tables still go through their owner. */
const SEEDER = /\/seed\/[^/]+\.seeder\.ts$/;

/** The one place that opens a database transaction (it delivers the events published in it after COMMIT). */
const TRANSACTION_RUNNER = 'events/transactions.ts';

/** Calls of `.transaction(…)` in a file's code (comments and strings do not count). */
function opensTransaction(sourceFile) {
  let found = false;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'transaction') found = true;
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Entry points that assemble the app (like src/main.ts): they sit above every module, so their imports make no cycle. */
const ENTRY_POINTS = ['database/seed.ts'];

/** The package.json import alias of src/contracts/ (`#contracts/orders.contract`). */
const CONTRACTS_ALIAS = '#contracts/';

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** `orders` for src/orders/checkout.service.ts; undefined for a file directly under src/. */
function folderOf(srcDir, file) {
  const parts = relative(srcDir, file).split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

function identifierOf(node) {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isCallExpression(node)) return identifierOf(node.expression);
  if (ts.isPropertyAccessExpression(node)) return identifierOf(node.expression);
  if (ts.isObjectLiteralExpression(node)) {
    const provide = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'provide');
    return provide ? identifierOf(provide.initializer) : undefined;
  }
  return undefined;
}

function namesIn(array) {
  if (!array || !ts.isArrayLiteralExpression(array)) return [];
  return array.elements.map((element) => (ts.isSpreadElement(element) ? undefined : identifierOf(element))).filter(Boolean);
}

/** The `@Module({...})` classes of a file with their imports, providers and exports. */
function modulesIn(sourceFile) {
  const modules = [];
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      for (const decorator of ts.getDecorators(node) ?? []) {
        const call = decorator.expression;
        if (!ts.isCallExpression(call) || call.expression.getText() !== 'Module') continue;
        const options = call.arguments[0];
        const field = (name) =>
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer
            : undefined;
        modules.push({ name: node.name.text, imports: namesIn(field('imports')), providers: namesIn(field('providers')), exports: namesIn(field('exports')) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return modules;
}

/**
 * Relative imports and re-exports, type-only ones included: a type a folder borrows ties it to the
 * folder that declares it as much as a value does, so modules form a tree for types too.
 */
function relativeImports(sourceFile) {
  const specifiers = [];
  for (const statement of sourceFile.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) specifiers.push(statement.moduleSpecifier.text);
  }
  const dynamic = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, dynamic);
  };
  dynamic(sourceFile);
  return specifiers.filter((s) => s.startsWith('.') || s.startsWith(CONTRACTS_ALIAS));
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (node) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) connect(node);
  return found;
}

function twoWayPairs(graph) {
  const pairs = [];
  for (const [from, targets] of graph) for (const to of targets) if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
  return pairs.sort();
}

function addEdge(graph, from, to) {
  if (!graph.has(from)) graph.set(from, new Set());
  if (!graph.has(to)) graph.set(to, new Set());
  if (from !== to) graph.get(from).add(to);
}

export function analyse(projectRoot = root) {
  const srcDir = join(projectRoot, 'src');
  const files = sourceFiles(srcDir);
  const tableWriters = Object.fromEntries(Object.keys(TABLE_OWNERS).map((table) => [table, []]));
  const sqlOutsideRepositories = [];
  const transactionsOutsideRunner = [];
  const folderGraph = new Map();
  const moduleGraph = new Map();
  const modules = [];

  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const path = relative(projectRoot, file).split(sep).join('/');
    const inSrc = relative(srcDir, file).split(sep).join('/');
    const folder = folderOf(srcDir, file);

    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      const writes = new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i');
      if (writes.test(text) && folder !== owner) tableWriters[table].push(path);
    }

    const runsSql = /\.query\s*(<[^>]*>)?\s*\(\s*[`'"]/.test(text) || /\bDataSource\b/.test(text.replace(/import[^;]*;/g, '')) && /\.query\s*\(/.test(text);
    if (runsSql && !path.endsWith('.repository.ts') && !SEEDER.test(path) && !SQL_INFRASTRUCTURE.some((p) => inSrc.startsWith(p))) sqlOutsideRepositories.push(path);

    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    if (folder && !ENTRY_POINTS.includes(inSrc)) {
      if (!folderGraph.has(folder)) folderGraph.set(folder, new Set());
      for (const specifier of relativeImports(sourceFile)) {
        const imported = specifier.startsWith(CONTRACTS_ALIAS) ? join(srcDir, 'contracts', specifier.slice(CONTRACTS_ALIAS.length)) : resolve(dirname(file), specifier);
        const target = folderOf(srcDir, imported);
        if (target && !relative(srcDir, imported).startsWith('..')) addEdge(folderGraph, folder, target);
      }
    }
    if (opensTransaction(sourceFile) && inSrc !== TRANSACTION_RUNNER && !SEEDER.test(path) && !inSrc.startsWith('database/migrations/')) transactionsOutsideRunner.push(path);
    for (const module of modulesIn(sourceFile)) modules.push({ ...module, file: path });
  }

  const moduleNames = new Set(modules.map((m) => m.name));
  const providedBy = new Map();
  const exportedRepositories = [];
  for (const module of modules) {
    if (!moduleGraph.has(module.name)) moduleGraph.set(module.name, new Set());
    for (const imported of module.imports) if (moduleNames.has(imported)) addEdge(moduleGraph, module.name, imported);
    for (const provider of module.providers) {
      if (!/^[A-Z]/.test(provider) || /^[A-Z0-9_]+$/.test(provider)) continue; // classes, not tokens
      providedBy.set(provider, [...(providedBy.get(provider) ?? []), module.name]);
    }
  }
  // A repository may be shared by the modules of its own folder (a web and a worker module importing one
  // store module); it breaks the rule once it can reach another folder: its module is imported from
  // another folder, or re-exported by any module.
  const folderOfModule = new Map(modules.map((m) => [m.name, m.file.split('/')[1]]));
  for (const module of modules) {
    const reached = modules.some((other) => other.exports.includes(module.name) || (other.imports.includes(module.name) && folderOfModule.get(other.name) !== folderOfModule.get(module.name)));
    for (const exported of module.exports) if (/Repository$/.test(exported) && (reached || !folderOfModule.get(module.name))) exportedRepositories.push(`${module.name} exports ${exported}`);
  }
  const duplicateProviders = [...providedBy].filter(([, by]) => by.length > 1).map(([provider, by]) => ({ provider, modules: by })).sort((a, b) => a.provider.localeCompare(b.provider));

  return {
    tableWriters,
    folderCycles: cycles(folderGraph),
    folderTwoWayPairs: twoWayPairs(folderGraph),
    folderCount: folderGraph.size,
    moduleCycles: cycles(moduleGraph),
    moduleTwoWayPairs: twoWayPairs(moduleGraph),
    sqlOutsideRepositories: sqlOutsideRepositories.sort(),
    transactionsOutsideRunner: transactionsOutsideRunner.sort(),
    exportedRepositories,
    duplicateProviders,
  };
}

function print(report) {
  const lines = [];
  const section = (title, items) => {
    lines.push(`${title}: ${items.length}`);
    for (const item of items) lines.push(`  ${item}`);
  };
  for (const [table, writers] of Object.entries(report.tableWriters)) section(`Writers of ${table} outside src/${TABLE_OWNERS[table]}/`, writers);
  const knot = report.folderCycles.flat();
  section(`Folder import cycles (${knot.length} of ${report.folderCount} folders in a cycle)`, report.folderCycles.map((c) => c.join(' ')));
  section('Folder two-way pairs', report.folderTwoWayPairs.map((p) => p.join(' <-> ')));
  section('@Module import cycles', report.moduleCycles.map((c) => c.join(' ')));
  section('@Module two-way pairs', report.moduleTwoWayPairs.map((p) => p.join(' <-> ')));
  section('Files outside repositories that run SQL', report.sqlOutsideRepositories);
  section('Files outside src/events/transactions.ts that open a transaction', report.transactionsOutsideRunner);
  section('Exported repositories', report.exportedRepositories);
  section('Providers declared in more than one module', report.duplicateProviders.map((d) => `${d.provider}: ${d.modules.join(', ')}`));
  console.log(lines.join('\n'));
}

/** Route handlers of the controllers left out of the API document (each says why in a comment). */
function routesLeftOut(srcDir) {
  return sourceFiles(srcDir)
    .filter((file) => file.endsWith('.controller.ts'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const handlers = text.includes('@ApiExcludeController()') ? (text.match(/^\s+@(Get|Post|Put|Patch|Delete)\(/gm) ?? []).length : (text.match(/@ApiExcludeEndpoint\(/g) ?? []).length;
      return handlers ? [`${relative(root, file).split(sep).join('/')}: ${handlers}`] : [];
    });
}

/**
 * What the OpenAPI document says each operation answers, read from the compiled app (a build is
 * needed: `npm run build:server`) in Nest's preview mode, which connects to nothing.
 */
export async function responseSchemas() {
  const { previewOpenApiDocument } = await import(join(root, 'dist/src/openapi-document.js'));
  const { responseCoverage } = await import(join(root, 'dist/src/common/openapi-coverage.js'));
  return { ...responseCoverage(await previewOpenApiDocument()), routesLeftOut: routesLeftOut(join(root, 'src')) };
}

function printResponseSchemas(schemas) {
  const lines = [`Endpoints in the API document: ${schemas.endpoints}`];
  const section = (title, items) => lines.push(`${title}: ${items.length}`, ...items.map((item) => `  ${item}`));
  section('Endpoints without a response schema', schemas.withoutSuccessSchema);
  section('Endpoints without an error schema', schemas.withoutErrorSchema);
  section('Controllers left out of the API document (route handlers)', schemas.routesLeftOut);
  console.log(lines.join('\n'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = analyse();
  const schemas = await responseSchemas().catch((error) => ({ error: `Response schemas need a build (npm run build:server): ${error.message}` }));
  if (process.argv.includes('--json')) console.log(JSON.stringify({ ...report, responseSchemas: schemas }, null, 2));
  else {
    print(report);
    if (schemas.error) console.log(schemas.error);
    else printResponseSchemas(schemas);
  }
  // Nest's preview app may leave handles open (a logger's stream); the report is done.
  process.exit(0);
}
