import { stripComments } from './parse-evalscript';

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

/**
 * A per-pixel allocation-free twin of `evaluatePixel` when its whole body is one
 * `return [e0, e1, ...];`: `__evaluatePixelInto(out, ...params) { out[0] = e0; ...; return out; }`
 * with `.size` = the element count. The array literal is created and handed straight back, so no script can tell it was
 * reused; the twin is only made when `evaluatePixel` is named nowhere else in the script. A
 * second twin, `__evaluatePixelAuto(T, q, ...params)`, writes the values straight into an AUTO
 * (0..255) output at offset q with the AUTO rule, for the common single AUTO output.
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
    .map(
      (e, i) =>
        `  __v = (${e.trim()}) * 255;\n  __T[__q + ${i}] = __v > 0 ? (__v < 255 ? __round(__v) : 255) : 0;`,
    )
    .join('\n');
  return `function __evaluatePixelInto(__out${rest}) {
${assigns}
  return __out;
}
__evaluatePixelInto.size = ${elements.length};
function __evaluatePixelAuto(__T, __q${rest}) {
  var __v;
${autos}
}`;
}
