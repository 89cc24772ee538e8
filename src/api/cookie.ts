// Reads the login cookie so every call can carry it as the accessToken header (spec §7, §9).
export const AUTH_COOKIE = 'auth';

/** The value of one cookie in a `document.cookie` string; '' when it is not there. */
export function readCookie(name: string, cookies: string): string {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** The stored login token, or '' when logged out or outside a browser. */
export const authToken = (): string =>
  typeof document === 'undefined' ? '' : readCookie(AUTH_COOKIE, document.cookie);
