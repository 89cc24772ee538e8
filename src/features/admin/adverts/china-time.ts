// Beijing wall time for the console's datetime inputs (times are stored in UTC, shown in Asia/Shanghai).
const OFFSET_MS = 8 * 3_600_000;

/** Unix ms as a datetime-local value, YYYY-MM-DDTHH:mm, Beijing time. */
export const toChinaInput = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value read as Beijing time, as Unix ms. */
export const fromChinaInput = (value: string) => Date.parse(`${value}:00+08:00`);

/** MM-DD HH:mm, Beijing time (the spec's short format). */
export const chinaShort = (ms: number) => toChinaInput(ms).slice(5).replace('T', ' ');
