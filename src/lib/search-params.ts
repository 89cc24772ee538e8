// The pieces the pages' URL searches are built from (zod schemas for the router's validateSearch).
// The router has already turned JSON-looking values into numbers (?page=3 → 3), so a number field
// accepts both shapes. A value that cannot be read is dropped instead of failing the page: a link
// with a stale or hand-edited search still opens the page at its default.
import { z } from 'zod';

const MAX_INT4 = 2_147_483_647;

/** A field that is dropped (undefined) when it does not pass `schema`. */
export const dropped = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** An integer as the URL gives it: a number, or digits (with a sign) in a string. */
export const intSearch = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

/** A row id (an int4 column): positive, and in a string without a leading zero. */
export const idSearch = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(MAX_INT4));
