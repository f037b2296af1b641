// Removes the page build's tools from a production node_modules (`npm install --omit=dev`), as the
// image's deps stage does: node scripts/prune-build-tools.mjs [folder holding package.json].
//
// vike declares its build tools (Vite and with it Rolldown, esbuild, Lightning CSS; Babel) as
// dependencies, so npm installs them for production too, yet vike's server runtime never loads them:
// the built pages in client/dist/server are plain ES modules. TypeScript comes as an optional peer of
// @nestjs/swagger, for its compile-time plugin only; type declarations (@types) are never loaded.
// Every package that the server's dependencies reach without passing through one of these stays;
// the rest goes. test/api/production-image.spec.ts boots the built server from a folder pruned so.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const BUILD_ONLY = new Set(['vite', 'esbuild', '@babel/core', '@babel/types', '@universal-deploy/vite', 'vite-plugin-wrapper', 'typescript']);
const isBuildOnly = (name) => BUILD_ONLY.has(name) || name.startsWith('@types/');

const root = resolve(process.argv[2] ?? '.');
const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** Every package folder under `dir`/node_modules, nested ones included. */
function installedPackages(dir) {
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) return [];
  const found = [];
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(join(modules, entry)).map((scoped) => join(entry, scoped)) : [entry];
    for (const name of names) {
      const packageDir = join(modules, name);
      if (!existsSync(join(packageDir, 'package.json'))) continue;
      found.push(packageDir, ...installedPackages(packageDir));
    }
  }
  return found;
}

/** Where Node finds `name` when `fromDir` imports it: the nearest node_modules up to the root. */
function locate(fromDir, name) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
    if (dir === root) return undefined;
  }
}

const needed = new Set();
function keep(dir, names) {
  for (const name of names) {
    if (isBuildOnly(name)) continue;
    const packageDir = locate(dir, name);
    if (!packageDir || needed.has(packageDir)) continue;
    needed.add(packageDir);
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = manifest(packageDir);
    keep(packageDir, Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies }));
  }
}

const { dependencies = {}, optionalDependencies = {} } = manifest(root);
keep(root, Object.keys({ ...dependencies, ...optionalDependencies }));

let removed = 0;
for (const packageDir of installedPackages(root)) {
  if (needed.has(packageDir) || !existsSync(packageDir)) continue;
  rmSync(packageDir, { recursive: true, force: true });
  removed += 1;
}
// The command links of removed packages would point nowhere.
for (const bin of [join(root, 'node_modules/.bin')].filter(existsSync)) {
  for (const link of readdirSync(bin)) if (!existsSync(join(bin, link))) rmSync(join(bin, link));
}
console.log(`Removed ${removed} build-only packages from ${join(root, 'node_modules')}.`);
