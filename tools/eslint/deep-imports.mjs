// A local ESLint rule: another workspace lib is imported only through an entry its package.json
// `exports` lists (`@unfurl/domain`, `@unfurl/api-client/testing`), never by a path into its
// files (`@unfurl/domain/src/wire/listing`). Relative paths into another project are
// @nx/enforce-module-boundaries' job.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace folders of the root package.json (`apps/*`, `libs/shared/*`, ...). */
function workspaceFolders(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(path.join(root, parent))) return [];
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** Package name → the entries it exports (`.`, `./testing`), read from each workspace. */
function exportedEntries(root) {
  const entries = new Map();
  for (const folder of workspaceFolders(root)) {
    const file = path.join(root, folder, 'package.json');
    if (!existsSync(file)) continue;
    const { name, exports } = JSON.parse(readFileSync(file, 'utf8'));
    if (!name) continue;
    const keys = exports && typeof exports === 'object' ? Object.keys(exports) : ['.'];
    entries.set(name, new Set(keys.filter((key) => key.startsWith('.'))));
  }
  return entries;
}

/** Splits `@scope/name/sub/path` (or `name/sub`) into the package name and `./sub/path`. */
function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(size).join('/');
  return { name: parts.slice(0, size).join('/'), entry: rest ? `./${rest}` : '.' };
}

/** Builds the rule for the workspace at `root` (its packages are read once, when first linted). */
export function noDeepImportsRule(root) {
  let entries;
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Another lib is imported only through an entry its package exports.' },
      schema: [],
    },
    create(context) {
      entries ??= exportedEntries(root);
      const check = (node, specifier) => {
        if (typeof specifier !== 'string' || specifier.startsWith('.')) return;
        const { name, entry } = splitSpecifier(specifier);
        const exported = entries.get(name);
        if (!exported || exported.has(entry)) return;
        const allowed = [...exported].map((key) =>
          key === '.' ? name : `${name}/${key.slice(2)}`,
        );
        context.report({
          node,
          message: `Deep import into ${name}: import from ${allowed.join(' or ')} (its package.json exports).`,
        });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) => check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      };
    },
  };
}
