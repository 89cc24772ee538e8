// Bulk writes in slices: PostgreSQL takes at most 65,535 parameters per statement.
export async function inChunks<T>(
  rows: readonly T[],
  size: number,
  write: (slice: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}
