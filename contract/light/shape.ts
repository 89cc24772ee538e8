// A zod schema as plain data (a "shape"), for checks in the browser without zod: contract/light/check.ts reads it.
// Only what the shapes describe is supported; anything else (a transform, a default, a refinement) makes
// describeSchema throw, so a schema that grows such a thing fails the build instead of being checked loosely.
import type { z } from 'zod';

export type Shape =
  | { t: 'string'; min?: number; max?: number; re?: [source: string, flags: string] }
  | {
      t: 'number';
      /** A safe integer (zod's int() and safe()). */
      int?: true;
      /** Lower bound; `ge` true when inclusive. */
      min?: number;
      ge?: boolean;
      max?: number;
      le?: boolean;
    }
  | { t: 'boolean' }
  | { t: 'unknown' }
  | { t: 'literal'; v: (string | number | boolean | null)[] }
  | { t: 'enum'; v: (string | number)[] }
  | { t: 'optional'; of: Shape }
  | { t: 'nullable'; of: Shape }
  | { t: 'array'; of: Shape; min?: number; max?: number }
  | { t: 'object'; fields: Record<string, Shape>; strict?: true }
  | { t: 'union'; of: Shape[] }
  /** zod's discriminatedUnion: the option whose literal `key` matches is the one tried. */
  | { t: 'tagged'; key: string; of: Shape[] };

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [field: string]: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

const finite = (n: number | undefined, what: string) => {
  if (n === undefined || !Number.isFinite(n)) throw new Error(`describeSchema: ${what} is ${n}`);
  return n;
};

function unsupported(what: string): never {
  throw new Error(`describeSchema: ${what} has no light shape`);
}

function numberShape(def: Def): Shape {
  const shape: Extract<Shape, { t: 'number' }> = { t: 'number' };
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'number_format' && check.format === 'safeint') shape.int = true;
    else if (check.check === 'greater_than') {
      const value = finite(check.value, 'a lower bound');
      // Two bounds keep the tighter one (zod checks both).
      if (shape.min === undefined || value > shape.min || (value === shape.min && !check.inclusive))
        Object.assign(shape, { min: value, ge: check.inclusive === true });
    } else if (check.check === 'less_than') {
      const value = finite(check.value, 'an upper bound');
      if (shape.max === undefined || value < shape.max || (value === shape.max && !check.inclusive))
        Object.assign(shape, { max: value, le: check.inclusive === true });
    } else unsupported(`number check ${check.check}/${check.format}`);
  }
  return shape;
}

function stringShape(def: Def): Shape {
  const shape: Extract<Shape, { t: 'string' }> = { t: 'string' };
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'max_length')
      shape.max = Math.min(shape.max ?? Infinity, finite(check.maximum, 'a max length'));
    else if (check.check === 'min_length')
      shape.min = Math.max(shape.min ?? 0, finite(check.minimum, 'a min length'));
    else if (
      check.check === 'string_format' &&
      check.format === 'regex' &&
      check.pattern &&
      !shape.re
    )
      shape.re = [check.pattern.source, check.pattern.flags];
    else unsupported(`string check ${check.check}/${check.format}`);
  }
  return shape;
}

function lengths(def: Def, shape: { min?: number; max?: number }) {
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'max_length')
      shape.max = Math.min(shape.max ?? Infinity, finite(check.maximum, 'a max length'));
    else if (check.check === 'min_length')
      shape.min = Math.max(shape.min ?? 0, finite(check.minimum, 'a min length'));
    else unsupported(`array check ${check.check}`);
  }
}

/** The shape of a zod schema (built in Node: the contract stays the one place a rule is written). */
export function describeSchema(schema: z.ZodType): Shape {
  const def = defOf(schema);
  const noChecks = () => {
    if (def.checks?.length) unsupported(`${def.type} with checks`);
  };
  switch (def.type) {
    case 'string':
      return stringShape(def);
    case 'number':
      return numberShape(def);
    case 'boolean':
      noChecks();
      return { t: 'boolean' };
    case 'unknown':
      noChecks();
      return { t: 'unknown' };
    case 'literal':
      noChecks();
      return { t: 'literal', v: [...(def.values as Shape[] & (string | number)[])] };
    case 'enum':
      noChecks();
      return { t: 'enum', v: Object.values(def.entries as Record<string, string | number>) };
    case 'optional':
      noChecks();
      return { t: 'optional', of: describeSchema(def.innerType as z.ZodType) };
    case 'nullable':
      noChecks();
      return { t: 'nullable', of: describeSchema(def.innerType as z.ZodType) };
    case 'array': {
      const shape: Extract<Shape, { t: 'array' }> = {
        t: 'array',
        of: describeSchema(def.element as z.ZodType),
      };
      lengths(def, shape);
      return shape;
    }
    case 'object': {
      noChecks();
      const catchall = def.catchall ? defOf(def.catchall).type : undefined;
      if (catchall !== undefined && catchall !== 'never')
        unsupported(`an object with a ${catchall} catchall`);
      const fields: Record<string, Shape> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>))
        fields[key] = describeSchema(field);
      return catchall === 'never' ? { t: 'object', fields, strict: true } : { t: 'object', fields };
    }
    case 'union': {
      noChecks();
      const of = (def.options as z.ZodType[]).map(describeSchema);
      if (typeof def.discriminator !== 'string') return { t: 'union', of };
      if (def.unionFallback) unsupported('a discriminated union with a fallback');
      return { t: 'tagged', key: def.discriminator, of };
    }
    default:
      return unsupported(def.type);
  }
}
