// A local ESLint rule: each engine (OpenLayers, ky, Postgres drivers, React, ...) may be imported
// only by the projects that own it. One rule instance checks every engine, so the bans add up
// instead of overriding each other (flat config keeps only the last `no-restricted-imports` per
// file).
import path from 'node:path';

/**
 * True when the module specifier matches a pattern: a RegExp tests the whole specifier; a string
 * `name` matches `name` and its subpaths (`name/x`), `scope/*` everything under the scope.
 */
function matches(specifier, pattern) {
  if (pattern instanceof RegExp) return pattern.test(specifier);
  if (pattern.endsWith('/*')) return specifier.startsWith(pattern.slice(0, -1));
  return specifier === pattern || specifier.startsWith(`${pattern}/`);
}

/** The message of a breach: one owner is named as the lib to go through, several are listed. */
function ownedBy(name, owners) {
  return owners.length === 1
    ? `${name} is owned by ${owners[0]}; import it through that lib.`
    : `${name} may be imported only in ${owners.join(', ')}.`;
}

/**
 * Builds the plugin for an engine list `{ owners, patterns, name, alsoAllowed?: RegExp[] }[]`:
 * `owners` are folders relative to `root` (every file under one may import the engine),
 * `alsoAllowed` are extra files (paths relative to `root`) allowed to.
 */
export function engineOwnersRule(root, engines) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'An engine is imported only by the projects that own it.' },
      schema: [],
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const check = (node, specifier) => {
        if (typeof specifier !== 'string') return;
        for (const { owners, patterns, name, alsoAllowed = [] } of engines) {
          if (!patterns.some((pattern) => matches(specifier, pattern))) continue;
          if (owners.some((owner) => file.startsWith(`${owner}/`))) continue;
          if (alsoAllowed.some((re) => re.test(file))) continue;
          context.report({ node, message: ownedBy(name, owners) });
        }
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
