import type { FastifyInstance, RouteOptions, preValidationHookHandler } from 'fastify';
import { BadRequestError } from './http-error';

/**
 * The deepest nesting of arrays and objects a JSON body may have. No route's schema needs more
 * than a dozen levels (a GeoJSON MultiPolygon in a FeatureCollection is eight); PostgreSQL's jsonb
 * and every recursive reader of the body have a limit too, so deeper bodies are refused.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * What is wrong in a JSON body, and where (`body.a[2]`, `body.a (a key)`; for a body nested too
 * deep, the body's member that holds the deep part: `body.a`).
 */
export interface BadJson {
  readonly where: string;
  readonly problem: string;
}

const LONE_SURROGATE = /\p{Cs}/u;

const PROBLEM = {
  nul: 'must not contain the NUL character (\\u0000)',
  surrogate: 'must not contain a lone UTF-16 surrogate (\\ud800-\\udfff without its pair)',
  depth: `is nested deeper than ${MAX_JSON_DEPTH} levels`,
} as const;

/** A problem of one string (a value or a key) that PostgreSQL text and jsonb cannot hold. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return PROBLEM.nul;
  return LONE_SURROGATE.test(text) ? PROBLEM.surrogate : undefined;
}

/** One value met in the walk; its path is only spelled out when something is wrong with it. */
interface Node {
  readonly value: unknown;
  readonly depth: number;
  readonly parent: Node | undefined;
  readonly key: string | number;
}

function pathOf(node: Node): string {
  let path = '';
  for (let at: Node | undefined = node; at?.parent; at = at.parent) {
    path = typeof at.key === 'number' ? `[${at.key}]${path}` : `.${at.key}${path}`;
  }
  return `body${path}`;
}

/** The body's own member that holds `node` (a deep path would fill the message with `[0]`s). */
function topField(node: Node): Node {
  let at = node;
  while (at.parent?.parent) at = at.parent;
  return at;
}

/**
 * The first thing, in document order, in a parsed JSON value that the database cannot store or
 * that nests deeper than `maxDepth`: a NUL character or a lone surrogate in a string or a key.
 * Walks with its own stack, so no body, however deep, can overflow the call stack.
 */
export function findBadJson(value: unknown, maxDepth = MAX_JSON_DEPTH): BadJson | undefined {
  const stack: Node[] = [{ value, depth: 0, parent: undefined, key: '' }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const item = node.value;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { where: pathOf(node), problem };
    } else if (item !== null && typeof item === 'object') {
      if (node.depth >= maxDepth) return { where: pathOf(topField(node)), problem: PROBLEM.depth };
      const entries: [string | number, unknown][] = Array.isArray(item)
        ? item.map((child, index) => [index, child])
        : Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        if (typeof key === 'string') {
          const problem = textProblem(key);
          if (problem) return { where: `${pathOf(node)} (a key)`, problem };
        }
        stack.push({ value: child, depth: node.depth + 1, parent: node, key });
      }
    }
  }
  return undefined;
}

/** The check of one request's parsed body (see {@link refuseBadJsonBodies}). */
const checkBody: preValidationHookHandler = (request, _reply, done) => {
  const { body } = request;
  if (body === undefined || Buffer.isBuffer(body)) {
    done();
    return;
  }
  const bad = findBadJson(body);
  done(bad ? new BadRequestError(`${bad.where} ${bad.problem}`) : undefined);
};

/**
 * Refuses, with a 400 naming where, a JSON body that PostgreSQL cannot store (a NUL character or
 * a lone surrogate in a string or a key: text and jsonb refuse them, or text silently turns a lone
 * surrogate into U+FFFD) or that nests deeper than {@link MAX_JSON_DEPTH} levels. The check is
 * the last `preValidation` step of every route registered after this call, so a route's sign-in
 * guard answers an anonymous caller 401 first; it runs before the schema is validated.
 */
export function refuseBadJsonBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preValidation;
    route.preValidation = [
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
      checkBody,
    ];
  });
}
