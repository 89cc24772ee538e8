// A local stand-in for api-sports.io (API-Football v3 under /football, API-Basketball v1 under /basketball),
// serving the recorded answers of tests/fixtures/api-sports for the scene a test sets. It behaves as the
// documentation says the real one does: no x-apisports-key → 401 with an `errors` object, a wrong key →
// 200 with errors.token, over the per-minute limit → 429 (errors.rateLimit), over the day's quota → 200 with
// errors.requests; and a test can make it fail with a 5xx, or go down (a status or dropped connections for
// every request until it is back). Every request it answers is logged.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '../fixtures/api-sports');
const load = (path: string) => JSON.parse(readFileSync(join(DIR, path), 'utf8'));

export type FootballScene = 'ns' | '1h' | 'ht' | '2h' | '2hgoal' | '2hvar' | 'ft';
export type BasketballScene = 'q3' | 'ft';

/** The recorded in-play odds of each scene (the half-time break and the VAR check keep the last prices). */
const LIVE_ODDS: Partial<Record<FootballScene, string>> = {
  '1h': '1h',
  ht: '1h',
  '2h': '2h',
  '2hgoal': '2hgoal',
  '2hvar': '2hgoal',
};

export interface FakeOptions {
  key: string;
  /** The server's own limits (the plan's), independent of the adapter's budget. */
  perMinute?: number;
  perDay?: number;
  now?: () => number;
}

export interface Logged {
  at: number;
  sport: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface FakeApiSports {
  url: string;
  baseUrls: { football: string; basketball: string };
  football: FootballScene;
  basketball: BasketballScene;
  log: Logged[];
  /** The next `count` authorised requests answer this status. */
  failNext(status: number, count?: number): void;
  /**
   * Every request from now on answers this status (429 with a Retry-After, or a 5xx), or with 'drop' has its
   * connection closed unanswered (the network down), until back().
   */
  down(how: number | 'drop'): void;
  back(): void;
  close(): Promise<void>;
}

function envelope(
  get: string,
  query: Record<string, string>,
  response: unknown[],
  errors: unknown = [],
) {
  return {
    get,
    parameters: query,
    errors,
    results: response.length,
    paging: { current: 1, total: 1 },
    response,
  };
}

/** A request the provider answers with HTTP 200 and an `errors` object (a bad parameter). */
class Refused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join('; '));
  }
}

export async function startFakeApiSports(options: FakeOptions): Promise<FakeApiSports> {
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? 10;
  const perDay = options.perDay ?? 100;
  const recent: number[] = [];
  let today = 0;
  let todayDay = Number.NaN;
  let failures: { status: number; count: number } | null = null;
  let outage: number | 'drop' | null = null;

  const fake: FakeApiSports = {
    url: '',
    baseUrls: { football: '', basketball: '' },
    football: 'ns',
    basketball: 'q3',
    log: [],
    failNext(status, count = 1) {
      failures = { status, count };
    },
    down(how) {
      outage = how;
    },
    back() {
      outage = null;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function football(path: string, q: Record<string, string>): unknown[] {
    const scene = fake.football;
    switch (path) {
      case 'fixtures': {
        const list = load(`football/fixtures-${scene}.json`).response as {
          fixture: { id: number; timestamp: number; status: { short: string } };
        }[];
        if (q.live === 'all')
          return list.filter((f) =>
            ['1H', 'HT', '2H', 'ET', 'BT', 'P', 'LIVE'].includes(f.fixture.status.short),
          );
        if (q.id) return list.filter((f) => String(f.fixture.id) === q.id);
        // As documented: up to 20 ids joined by '-'; more is a refused request.
        if (q.ids) {
          const ids = q.ids.split('-');
          if (ids.length > 20) throw new Refused({ ids: 'Maximum of 20 fixtures ids' });
          return list.filter((f) => ids.includes(String(f.fixture.id)));
        }
        if (q.date)
          return list.filter((f) =>
            new Date(f.fixture.timestamp * 1000).toISOString().startsWith(q.date!),
          );
        return list;
      }
      case 'fixtures/events':
        return scene === 'ns' ? [] : load(`football/events-${scene}.json`).response;
      case 'fixtures/lineups':
        return load('football/lineups.json').response;
      case 'fixtures/statistics':
        return scene === 'ns' ? [] : load('football/statistics.json').response;
      case 'odds':
        return load('football/odds.json').response;
      case 'odds/live': {
        // In-play odds are listed from shortly before kick-off until shortly after the end (no history).
        const file = LIVE_ODDS[scene];
        if (!file) return [];
        const list = load(`football/odds-live-${file}.json`).response as {
          fixture: { id: number };
          league: { id: number };
        }[];
        return list.filter(
          (o) =>
            (!q.fixture || String(o.fixture.id) === q.fixture) &&
            (!q.league || String(o.league.id) === q.league),
        );
      }
      case 'standings':
        return load('football/standings.json').response;
      default:
        return [];
    }
  }

  function basketball(path: string, q: Record<string, string>): unknown[] {
    if (path === 'games') {
      const list = load(`basketball/games-${fake.basketball}.json`).response as {
        id: number;
        timestamp: number;
      }[];
      if (q.id) return list.filter((g) => String(g.id) === q.id);
      if (q.date)
        return list.filter((g) => new Date(g.timestamp * 1000).toISOString().startsWith(q.date!));
      return list;
    }
    if (path === 'standings') return load('basketball/standings.json').response;
    if (path === 'games/statistics/players' || path === 'games/statistics/teams') {
      const kind = path.split('/').at(-1);
      const list = load(`basketball/statistics-${kind}-${fake.basketball}.json`).response as {
        game: { id: number };
      }[];
      // As documented: the game's id is required.
      if (!q.id) throw new Refused({ required: 'At least one parameter is required.' });
      return list.filter((s) => String(s.game.id) === q.id);
    }
    return [];
  }

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, sport = '', ...rest] = url.pathname.split('/');
    const path = rest.join('/');
    const query = Object.fromEntries(url.searchParams);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      fake.log.push({ at: now(), sport, path, query, status });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (outage === 'drop') {
      fake.log.push({ at: now(), sport, path, query, status: 0 });
      req.socket.destroy();
      return;
    }
    if (outage !== null) {
      send(outage, envelope(path, query, [], { rateLimit: 'Too many requests.' }), {
        'retry-after': '30',
      });
      return;
    }
    const key = req.headers['x-apisports-key'];
    if (!key) {
      send(401, envelope(path, query, [], { token: 'Error/Missing application key.' }));
      return;
    }
    if (key !== options.key) {
      send(200, envelope(path, query, [], { token: 'Error/Missing application key.' }));
      return;
    }
    const at = now();
    // A test may move its clock back (to replay a recorded day again): requests "after" now leave the window too.
    const kept = recent.filter((r) => r > at - 60_000 && r <= at);
    recent.splice(0, recent.length, ...kept);
    const day = Math.floor(at / 86_400_000);
    if (day !== todayDay) {
      todayDay = day;
      today = 0;
    }
    const limits = {
      'x-ratelimit-requests-limit': String(perDay),
      'x-ratelimit-requests-remaining': String(Math.max(0, perDay - today - 1)),
      'x-ratelimit-limit': String(perMinute),
      'x-ratelimit-remaining': String(Math.max(0, perMinute - recent.length - 1)),
    };
    if (recent.length >= perMinute) {
      send(
        429,
        envelope(path, query, [], { rateLimit: 'Too many requests. Your rate limit is exceeded.' }),
        {
          'retry-after': String(Math.ceil((recent[0]! + 60_000 - at) / 1000)),
        },
      );
      return;
    }
    recent.push(at);
    if (today >= perDay) {
      send(
        200,
        envelope(path, query, [], { requests: 'You have reached the request limit for the day.' }),
      );
      return;
    }
    today++;
    if (failures && failures.count > 0) {
      failures.count--;
      send(failures.status, { message: 'Service Unavailable' });
      return;
    }
    try {
      const response = sport === 'football' ? football(path, query) : basketball(path, query);
      send(200, envelope(path, query, response), limits);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      send(200, envelope(path, query, [], err.errors), limits);
    }
  }

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.baseUrls = { football: `${fake.url}/football/`, basketball: `${fake.url}/basketball/` };
  return fake;
}
