// Checks a value against a shape (contract/light/shape.ts) as zod's safeParse would against the schema it was
// described from: the same values pass, and what passes comes out the same (unknown object keys dropped). No zod:
// the browser checks pushed events with this, so zod stays off the first view (issue 25).
import type { Shape } from './shape';

export type Checked<T> = { success: true; data: T } | { success: false };

/** Nothing passes through here: a failure is thrown as this and caught once, at the top. */
const FAIL: unique symbol = Symbol('fail');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key the object may leave out (zod: a field whose schema is optional in and out). */
const mayBeAbsent = (shape: Shape): boolean =>
  shape.t === 'optional' ||
  shape.t === 'unknown' ||
  (shape.t === 'nullable' && mayBeAbsent(shape.of));

const patterns = new WeakMap<object, RegExp>();
const patternOf = (shape: Extract<Shape, { t: 'string' }> & { re: [string, string] }) => {
  let re = patterns.get(shape);
  if (!re) {
    re = new RegExp(shape.re[0], shape.re[1]);
    patterns.set(shape, re);
  }
  re.lastIndex = 0;
  return re;
};

function read(shape: Shape, value: unknown): unknown {
  switch (shape.t) {
    case 'string':
      if (
        typeof value !== 'string' ||
        (shape.max !== undefined && value.length > shape.max) ||
        (shape.min !== undefined && value.length < shape.min) ||
        (shape.re && !patternOf(shape as typeof shape & { re: [string, string] }).test(value))
      )
        throw FAIL;
      return value;
    case 'number':
      if (
        typeof value !== 'number' ||
        !Number.isFinite(value) ||
        (shape.int && !Number.isSafeInteger(value)) ||
        (shape.min !== undefined && (shape.ge ? value < shape.min : value <= shape.min)) ||
        (shape.max !== undefined && (shape.le ? value > shape.max : value >= shape.max))
      )
        throw FAIL;
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw FAIL;
      return value;
    case 'unknown':
      return value;
    case 'literal':
    case 'enum':
      if (!(shape.v as unknown[]).includes(value)) throw FAIL;
      return value;
    case 'optional':
      return value === undefined ? undefined : read(shape.of, value);
    case 'nullable':
      return value === null ? null : read(shape.of, value);
    case 'array': {
      if (
        !Array.isArray(value) ||
        (shape.max !== undefined && value.length > shape.max) ||
        (shape.min !== undefined && value.length < shape.min)
      )
        throw FAIL;
      return value.map((item) => read(shape.of, item));
    }
    case 'object': {
      if (!isRecord(value)) throw FAIL;
      if (shape.strict) for (const key in value) if (!(key in shape.fields)) throw FAIL;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.fields)) {
        if (!(key in value)) {
          if (mayBeAbsent(field)) continue;
          throw FAIL;
        }
        out[key] = read(field, value[key]);
      }
      return out;
    }
    case 'union':
      for (const option of shape.of) {
        const result = checkShape(option, value);
        if (result.success) return result.data;
      }
      throw FAIL;
    case 'tagged': {
      if (!isRecord(value)) throw FAIL;
      const tag = value[shape.key];
      const option = shape.of.find(
        (o) =>
          o.t === 'object' &&
          (o.fields[shape.key] as { v?: unknown[] } | undefined)?.v?.includes(tag),
      );
      if (!option) throw FAIL;
      return read(option, value);
    }
  }
}

/** The value as zod would give it back, or failure. */
export function checkShape<T = unknown>(shape: Shape, value: unknown): Checked<T> {
  try {
    return { success: true, data: read(shape, value) as T };
  } catch (error) {
    if (error === FAIL) return { success: false };
    throw error;
  }
}
