import type { BoundingBox } from '@unfurl/domain';
import type { LngLat } from './annotation';

/** One reason a value was refused, at a JSON path such as `$[3].options.weight`. */
export interface ValidationIssue {
  readonly path: string;
  readonly reason: string;
}

/** The checked value, rebuilt from known fields only, or every issue found. */
export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

/** The most issues one validation reports (the rest add nothing a user can act on). */
const MAX_ISSUES = 50;

/** Collects issues while reading an unknown value field by field. */
export class SchemaReader {
  readonly issues: ValidationIssue[] = [];

  fail(path: string, reason: string): undefined {
    if (this.issues.length < MAX_ISSUES) this.issues.push({ path, reason });
    return undefined;
  }

  object(value: unknown, path: string): Readonly<Record<string, unknown>> | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    return this.fail(path, 'must be an object');
  }

  string(value: unknown, path: string, maxLength: number, minLength = 0): string | undefined {
    if (typeof value !== 'string') return this.fail(path, 'must be a string');
    if (value.length < minLength)
      return this.fail(path, `must have at least ${minLength} characters`);
    if (value.length > maxLength)
      return this.fail(path, `must have at most ${maxLength} characters`);
    return value;
  }

  number(value: unknown, path: string, min: number, max: number): number | undefined {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.fail(path, 'must be a finite number');
    }
    if (value < min || value > max) return this.fail(path, `must be between ${min} and ${max}`);
    return value;
  }

  integer(value: unknown, path: string, min: number, max: number): number | undefined {
    const n = this.number(value, path, min, max);
    if (n !== undefined && !Number.isInteger(n)) return this.fail(path, 'must be an integer');
    return n;
  }

  boolean(value: unknown, path: string): boolean | undefined {
    return typeof value === 'boolean' ? value : this.fail(path, 'must be true or false');
  }

  lngLat(value: unknown, path: string): LngLat | undefined {
    if (!Array.isArray(value) || value.length !== 2) {
      return this.fail(path, 'must be a [longitude, latitude] pair');
    }
    const lng = this.number(value[0], `${path}[0]`, -180, 180);
    const lat = this.number(value[1], `${path}[1]`, -90, 90);
    return lng === undefined || lat === undefined ? undefined : [lng, lat];
  }

  positions(value: unknown, path: string, min: number, max: number): LngLat[] | undefined {
    if (!Array.isArray(value)) return this.fail(path, 'must be an array of positions');
    if (value.length < min) return this.fail(path, `must have at least ${min} positions`);
    if (value.length > max) return this.fail(path, `must have at most ${max} positions`);
    const out: LngLat[] = [];
    for (let i = 0; i < value.length; i++) {
      const p = this.lngLat(value[i], `${path}[${i}]`);
      if (p === undefined) return undefined;
      out.push(p);
    }
    return out;
  }

  box(value: unknown, path: string): BoundingBox | undefined {
    if (!Array.isArray(value) || value.length !== 4) {
      return this.fail(path, 'must be a [west, south, east, north] box');
    }
    const west = this.number(value[0], `${path}[0]`, -180, 180);
    const south = this.number(value[1], `${path}[1]`, -90, 90);
    const east = this.number(value[2], `${path}[2]`, -180, 180);
    const north = this.number(value[3], `${path}[3]`, -90, 90);
    if (west === undefined || south === undefined || east === undefined || north === undefined) {
      return undefined;
    }
    if (south > north) return this.fail(path, 'south must not be above north');
    return [west, south, east, north];
  }

  /** The field's value, or the fallback when the field is absent. */
  optional<T>(value: unknown, fallback: T, read: (v: unknown) => T | undefined): T | undefined {
    return value === undefined ? fallback : read(value);
  }
}
