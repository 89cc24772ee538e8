// What the database refused, read the same way from PGlite and node-postgres (drizzle may wrap the error).

export interface DatabaseRefusal {
  /** SQLSTATE: 23505 unique, 23514 check, P0001 raised by a trigger… */
  code: string;
  constraint?: string;
  message: string;
}

/** The database's own error inside `err`, or null when the failure came from elsewhere. */
export function databaseRefusal(err: unknown): DatabaseRefusal | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        message: typeof message === 'string' ? message : '',
      };
  }
  return null;
}

/** A unique constraint refused the write. */
export const isUniqueViolation = (err: unknown) => databaseRefusal(err)?.code === '23505';

/** The named check constraint refused the write. */
export const isCheckViolation = (err: unknown, constraint: string) => {
  const refusal = databaseRefusal(err);
  return refusal?.code === '23514' && (refusal.constraint ?? refusal.message).includes(constraint);
};
