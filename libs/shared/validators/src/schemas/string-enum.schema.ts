import { Type } from '@sinclair/typebox';
import type { TUnsafe } from '@sinclair/typebox';

/** A string JSON schema limited to `values` (a plain `enum`, which reads best in OpenAPI). */
export function StringEnum<T extends string>(
  values: readonly T[],
  options: { description?: string; default?: T } = {},
): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}
