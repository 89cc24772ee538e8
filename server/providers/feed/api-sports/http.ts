// The provider's HTTP client: one GET per call, the key in the x-apisports-key header, the answer's
// `response` array returned or the failure classified (the API answers some refusals with HTTP 200 and an
// `errors` object, as its documentation shows).
import type { Sport } from '../types';
import { ApiSportsError } from './errors';

export interface ApiSportsHttpOptions {
  key: string;
  /** API-Football v3 and API-Basketball v1 base URLs (a fake server's in tests). */
  baseUrls: Record<Sport, string>;
  timeoutMs?: number;
  /** Told the provider's count of today's remaining requests after each answer. */
  onQuota?: (remainingToday: number) => void;
  /** Told of every request made, for the budget's accounting and tests. */
  onRequest?: (sport: Sport, path: string) => void;
}

interface Envelope<T> {
  errors?: unknown;
  response?: T[];
}

/** The API's `errors` is [] when all went well, else an object such as { token: "..." } or { rateLimit: "..." }. */
function errorsOf(body: Envelope<unknown>): Record<string, string> {
  const e = body.errors;
  if (!e || typeof e !== 'object') return {};
  if (Array.isArray(e)) return Object.fromEntries(e.map((m, i) => [String(i), String(m)]));
  return Object.fromEntries(Object.entries(e).map(([k, v]) => [k, String(v)]));
}

function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

export class ApiSportsHttp {
  constructor(private readonly options: ApiSportsHttpOptions) {}

  async get<T>(
    sport: Sport,
    path: string,
    params: Record<string, string | number> = {},
  ): Promise<T[]> {
    const url = new URL(
      path.replace(/^\//, ''),
      `${this.options.baseUrls[sport].replace(/\/?$/, '/')}`,
    );
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    this.options.onRequest?.(sport, path);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'x-apisports-key': this.options.key, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ApiSportsError('server', `${path}: ${(err as Error).message}`, 0);
    }
    const remaining = Number(res.headers.get('x-ratelimit-requests-remaining'));
    if (res.headers.has('x-ratelimit-requests-remaining') && Number.isFinite(remaining)) {
      this.options.onQuota?.(remaining);
    }
    const wait = retryAfterMs(res.headers.get('retry-after'));
    if (res.status === 429) throw new ApiSportsError('rate', `${path}: 429`, 429, wait);
    if (res.status >= 500)
      throw new ApiSportsError('server', `${path}: ${res.status}`, res.status, wait);
    let body: Envelope<T>;
    try {
      body = (await res.json()) as Envelope<T>;
    } catch {
      throw new ApiSportsError('server', `${path}: answer is not JSON (${res.status})`, res.status);
    }
    const errors = errorsOf(body);
    const keys = Object.keys(errors);
    const text = `${path}: ${Object.values(errors).join('; ') || res.status}`;
    if (res.status === 401 || res.status === 403 || 'token' in errors) {
      throw new ApiSportsError('auth', text, res.status);
    }
    if ('rateLimit' in errors || 'requests' in errors) {
      throw new ApiSportsError('rate', text, res.status, wait);
    }
    if (res.status >= 400 || keys.length > 0) throw new ApiSportsError('request', text, res.status);
    return body.response ?? [];
  }
}
