import { stripComments } from './parse-evalscript';
import { ROUND_HALF } from './sample-type';

/** Index just past the bracket matching the one at `open`, skipping strings; -1 if none. */
function matchBracket(code: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < code.length; i++) {
    const c = code[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      i = code.indexOf(c, i + 1);
      if (i < 0) return -1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (!stack.length) return i + 1;
    }
  }
  return -1;
}

/** Splits at commas outside brackets. */
function splitTopLevel(text: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'" || c === '`') return undefined;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.every((p) => p.trim() && !p.trim().startsWith('...')) ? parts : undefined;
}

/** True when a `/` in the text could start a regular expression (not after `)`, `]` or a name). */
function mayHoldRegExp(text: string): boolean {
  for (let i = text.indexOf('/'); i >= 0; i = text.indexOf('/', i + 1)) {
    const before = text.slice(0, i).trimEnd();
    if (!/[\w$)\]]$/.test(before)) return true;
    if (
      /(^|[^\w$.])(return|typeof|instanceof|in|of|new|void|case|do|else|yield|await)$/.test(before)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The AUTO writer without a sample object: when the first parameter (say `s`) appears in the
 * returned values only as `s.NAME`, `__evaluatePixelBandsAuto(T, q, __s_NAME..., ...rest)` takes
 * those fields as arguments (`.fields` lists them; the loop uses it only when every one is an
 * input band, so a read of anything else, such as `s.constructor`, keeps the object). Without
 * nested functions, `arguments`, `eval`, `delete`, template or regular-expression literals.
 */
function bandsAutoTwin(elements: readonly string[], params: string): string | undefined {
  const [sample, ...others] = params.split(',').map((p) => p.trim());
  if (!sample || !/^[A-Za-z_$][\w$]*$/.test(sample)) return undefined;
  const text = elements.join(',');
  if (
    /[`\\]|=>|\b(function|arguments|eval|delete|with|class)\b/.test(text) ||
    mayHoldRegExp(text)
  ) {
    return undefined;
  }
  const name = sample.replace(/\$/g, '\\$');
  const uses = text.match(new RegExp(`(^|[^\\w$.])${name}(?![\\w$])`, 'g')) ?? [];
  const access = new RegExp(`(^|[^\\w$.])${name}\\.([A-Za-z_$][\\w$]*)`, 'g');
  const fields = [...new Set([...text.matchAll(access)].map((m) => m[2] as string))];
  if (!fields.length || uses.length !== [...text.matchAll(access)].length) return undefined;
  const args = [...fields.map((f) => `__s_${f}`), ...others].join(', ');
  const writes = elements
    .map((e, i) => {
      const value = e.trim().replace(access, (_m, pre: string, f: string) => `${pre}__s_${f}`);
      return `  __T[__q + ${i}] = __floor((${value}) * 255 + ${ROUND_HALF});`;
    })
    .join('\n');
  return `function __evaluatePixelBandsAuto(__T, __q, ${args}) {
${writes}
}
__evaluatePixelBandsAuto.fields = ${JSON.stringify(fields)};
`;
}

/**
 * A per-pixel allocation-free twin of `evaluatePixel` when its whole body is one
 * `return [e0, e1, ...];`: `__evaluatePixelInto(out, ...params) { out[0] = e0; ...; return out; }`
 * with `.size` = the element count. The array literal is created and handed straight back, so no script can tell it was
 * reused; the twin is only made when `evaluatePixel` is named nowhere else in the script. A
 * second twin, `__evaluatePixelAuto(T, q, ...params)`, writes the values straight into an AUTO
 * output at offset q, for the common single AUTO output: T is a Uint8ClampedArray view, so the
 * store clamps (NaN gives 0) and `floor(v × 255 + ROUND_HALF)` rounds as Math.round, branch-free.
 * Returns the twin's source, or undefined when the pattern does not apply.
 */
export function evaluatePixelIntoSource(source: string): string | undefined {
  const code = stripComments(source);
  if ((code.match(/evaluatePixel/g) ?? []).length !== 1) return undefined;
  const head = /function\s+evaluatePixel\s*\(([\w$\s,]*)\)\s*\{/.exec(code);
  if (!head) return undefined;
  const bodyStart = head.index + head[0].length - 1;
  const bodyEnd = matchBracket(code, bodyStart);
  if (bodyEnd < 0) return undefined;
  const body = code.slice(bodyStart + 1, bodyEnd - 1);
  const ret = /^\s*return\s*\[/.exec(body);
  if (!ret) return undefined;
  const open = ret[0].length - 1;
  const close = matchBracket(body, open);
  if (close < 0 || !/^\s*;?\s*$/.test(body.slice(close))) return undefined;
  const elements = splitTopLevel(body.slice(open + 1, close - 1));
  if (!elements) return undefined;
  const params = (head[1] ?? '').trim();
  const assigns = elements.map((e, i) => `  __out[${i}] = ${e.trim()};`).join('\n');
  const rest = params ? `, ${params}` : '';
  const autos = elements
    .map((e, i) => `  __T[__q + ${i}] = __floor((${e.trim()}) * 255 + ${ROUND_HALF});`)
    .join('\n');
  const bands = bandsAutoTwin(elements, params);
  return `${bands ?? ''}function __evaluatePixelInto(__out${rest}) {
${assigns}
  return __out;
}
__evaluatePixelInto.size = ${elements.length};
function __evaluatePixelAuto(__T, __q${rest}) {
${autos}
}`;
}
