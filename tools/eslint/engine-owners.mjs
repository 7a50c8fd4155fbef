// A local ESLint rule: each engine (OpenLayers, ky, Postgres drivers, ...) may be imported only
// by its owner project. One rule instance checks every engine, so the bans add up instead of
// overriding each other (flat config keeps only the last `no-restricted-imports` per file).
import path from 'node:path';

/** True when the module specifier matches a pattern: `name` exactly or `scope/*` by prefix. */
function matches(specifier, pattern) {
  if (pattern.endsWith('/*')) return specifier.startsWith(pattern.slice(0, -1));
  return specifier === pattern || specifier.startsWith(`${pattern}/`);
}

/** Builds the rule for an engine list `{ owner, patterns, name, alsoAllowed?: RegExp[] }[]`. */
export function engineOwnersPlugin(root, engines) {
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'An engine is imported only by the project that owns it.' },
      schema: [],
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const check = (node, specifier) => {
        if (typeof specifier !== 'string') return;
        for (const { owner, patterns, name, alsoAllowed = [] } of engines) {
          if (!patterns.some((pattern) => matches(specifier, pattern))) continue;
          if (file.startsWith(`${owner}/`) || alsoAllowed.some((re) => re.test(file))) continue;
          context.report({
            node,
            message: `${name} is owned by ${owner}; import it through that lib.`,
          });
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
  return { rules: { 'engine-owners': rule } };
}
