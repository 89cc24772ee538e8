// The access rules of spec §2: which paths need a login, and where a visitor is sent instead.

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * Spec §2: a path containing /v needs a login except under /v/anchor; a path containing
 * recommend needs one too. Read by segment, so /playback/video is not a /v page.
 */
export function needsLogin(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  const v = segments.indexOf('v');
  if (v >= 0 && !(segments[v + 1] ?? '').startsWith('anchor')) return true;
  return segments.includes('recommend');
}

/** Where to send a navigation instead, or null to let it through: a visitor goes home. */
export const guardRedirect = (pathname: string, loggedIn: boolean): string | null =>
  !loggedIn && needsLogin(pathname) ? '/' : null;
