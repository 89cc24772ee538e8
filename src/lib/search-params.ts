// The pieces the pages' URL searches are built from (the router's validateSearch calls `parse`). Plain functions,
// not zod: every page's search is in the route table the first view loads, and zod is ~24 KB of it (issue 25).
// The router has already turned JSON-looking values into numbers (?page=3 → 3), so a number field accepts both
// shapes. A value that cannot be read is dropped instead of failing the page: a link with a stale or hand-edited
// search still opens the page at its default. (tests/unit/search-params.test.ts holds these to the zod schemas
// they replace.)

const MAX_INT4 = 2_147_483_647;

/** A field's value, or undefined when it cannot be read. */
export type Reader<T> = (value: unknown) => T | undefined;

/** How a field of the search is read: dropped when unreadable, or a default in its place. */
interface Field<T> {
  read: Reader<T>;
  /** Absent, undefined or unreadable: this value (and the key is always there). */
  fallback?: T;
}

/** A field that is dropped (undefined) when `read` cannot read it; absent, it stays absent. */
export const dropped = <T>(read: Reader<T>): Field<T> & { fallback?: undefined } => ({ read });

/** A field that takes `fallback` when absent or unreadable. */
export const withDefault = <T>(read: Reader<T>, fallback: T): Field<T> & { fallback: T } => ({
  read,
  fallback,
});

type Output<F extends Record<string, Field<unknown>>> = {
  [K in keyof F as F[K] extends { fallback: unknown } ? K : never]: F[K] extends Field<infer T>
    ? T
    : never;
} & {
  [K in keyof F as F[K] extends { fallback: unknown } ? never : K]?: F[K] extends Field<infer T>
    ? T
    : never;
};

export interface SearchSchema<S> {
  parse(input: Record<string, unknown>): S;
}

/** The search as the page reads it: only the fields named here, each read or dropped. */
export function searchSchema<F extends Record<string, Field<unknown>>>(
  fields: F,
): SearchSchema<Output<F>> {
  return {
    parse(input) {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) {
        const present = key in input;
        const value = input[key];
        if ('fallback' in field)
          out[key] = (value === undefined ? undefined : field.read(value)) ?? field.fallback;
        // Present but unreadable stays as an undefined key (what the zod schemas gave; links drop it).
        else if (present) out[key] = value === undefined ? undefined : field.read(value);
      }
      return out as Output<F>;
    },
  };
}

/** The output type of a search schema. */
export type SearchOf<S> = S extends SearchSchema<infer T> ? T : never;

/** A string matching `pattern` (tested as it stands, untrimmed). */
export const matching =
  (pattern: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A string of at most `max` characters. */
export const textUpTo =
  (max: number): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

/** One of the given values, as it stands (a number is not a string). */
export const oneOf =
  <const T extends string | number>(values: readonly T[]): Reader<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** A number as the router gives it (finite), or a string of `digits` (trimmed), as a safe integer. */
const integer =
  (digits: RegExp): Reader<number> =>
  (value) => {
    let n = Number.NaN;
    if (typeof value === 'number') n = value;
    else if (typeof value === 'string' && digits.test(value.trim())) n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : undefined;
  };

/** An integer as the URL gives it: a number, or digits (with a sign) in a string. */
export const intSearch: Reader<number> = integer(/^-?\d+$/);

/** A row id (an int4 column): positive, and in a string without a leading zero. */
const idDigits = integer(/^[1-9]\d{0,9}$/);
export const idSearch: Reader<number> = (value) => {
  const n = idDigits(value);
  return n !== undefined && n > 0 && n <= MAX_INT4 ? n : undefined;
};

/** `read`, then kept only when `keep` says so. */
export const where =
  <T, U extends T = T>(read: Reader<T>, keep: (value: T) => value is U): Reader<U> =>
  (value) => {
    const v = read(value);
    return v !== undefined && keep(v) ? v : undefined;
  };

/**
 * Text that may have come as a number (the router reads ?issue=26134 as 26134): a string as it is, a number as
 * its decimal text (only those `number` accepts), then matched against `pattern`.
 */
export const textOrNumber =
  (pattern: RegExp, number: (n: number) => boolean = Number.isFinite): Reader<string> =>
  (value) => {
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'number' && Number.isFinite(value) && number(value)
          ? String(value)
          : undefined;
    return text !== undefined && pattern.test(text) ? text : undefined;
  };
