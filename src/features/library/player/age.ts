// A player's age as the profile shows it: the feed knows only the birth year, so it is the year's
// difference on the server's clock, in Beijing time (the site's calendar).
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Age in years at `now` (server ms); null when the birth year is unknown (0) or in the future. */
export function ageOf(birthYear: number, now: number): number | null {
  if (!birthYear) return null;
  const year = new Date(now + CHINA_OFFSET_MS).getUTCFullYear();
  const age = year - birthYear;
  return age >= 0 ? age : null;
}
