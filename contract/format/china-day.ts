// Calendar days in China (UTC+8, no daylight saving): the site's "today", its schedule dates and match days.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;

/** The China calendar day of an instant, as YYYY-MM-DD. */
export const chinaDay = (t: number = Date.now()) => new Date(t + OFFSET).toISOString().slice(0, 10);

/** The instant a China calendar day begins (00:00 UTC+8). */
export const chinaDayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** The instant the China calendar day of `t` began. */
export const chinaDayStartOf = (t: number) => Math.floor((t + OFFSET) / DAY) * DAY - OFFSET;

/** The China calendar day `n` days after `day` (negative for before). */
export const addChinaDays = (day: string, n: number) => chinaDay(chinaDayStart(day) + n * DAY);

/** The China wall-clock time of an instant, as HH:mm. */
export const chinaClock = (t: number) => new Date(t + OFFSET).toISOString().slice(11, 16);
