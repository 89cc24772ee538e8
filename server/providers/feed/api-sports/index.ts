// The real-feed adapter over API-Football v3 and API-Basketball v1 (api-sports.io): it polls the provider
// within the plan's request budget (live matches first and most often, back-off on 429 and 5xx), maps the
// provider's ids to ours (feed_ids) and its names to Chinese (the catalogue), and delivers through the
// same sink as the simulator.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { matchEvents } from '../../../db/schema';
import { RETRACTION_INDEX } from '../../../modules/match/ingest/retractions';
import { phaseOf } from '../../../modules/match/states';
import { buildCatalogue } from '../simulator/catalogue';
import type { FeedChange, FeedFixture, FeedProvider, FeedSink, Sport } from '../types';
import { BasketballFeed } from './basketball-feed';
import { RequestBudget } from './budget';
import { BudgetLedger } from './budget-ledger';
import { staleMatches } from './catch-up';
import type { AdapterContext, Tracked } from './context';
import { FootballFeed } from './football-feed';
import { ApiSportsHttp } from './http';
import { IdMap } from './ids';
import { type CatalogueNames, Names } from './names';
import { Poller, PRIORITY } from './poller';
import { BOOKMAKERS, ReferenceBook } from './reference';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The live poll starts this long before a followed match's kick-off. */
const LIVE_LEAD = 10 * MIN;
/** A match not reported live this long after kick-off is polled live no longer (postponed, not covered). */
const LIVE_TAIL = 3 * HOUR;
/** How long after kick-off a match is over, about (football with half-time and stoppage, an NBA game). */
const MATCH_SPAN = { football: 2 * HOUR, basketball: 2.5 * HOUR } as const;
/** Requests a match in play may need besides the live poll and its periodic figures: events, line-ups, the end. */
const PER_MATCH_REQUESTS = 8;

export interface ApiSportsOptions {
  key: string;
  baseUrls: Record<Sport, string>;
  perMinute: number;
  perDay: number;
  /** How often matches in play are polled. */
  livePollMs: number;
  /** How often in-play odds are asked (per league with a match in play); twice livePollMs by default. */
  liveOddsPollMs?: number;
  /** Provider league ids followed per sport. */
  leagues: Record<Sport, number[]>;
  /** Days after today whose fixture lists are fetched. */
  daysAhead: number;
  db: Db;
  clock?: () => number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the adapter looks for due requests, in ms. */
  tickMs?: number;
  /** Names to translate through (the simulator's catalogue by default). */
  catalogue?: CatalogueNames;
}

export interface ApiSports extends FeedProvider {
  /** Runs what is due now (the timer calls it; tests call it directly). */
  tick(): Promise<void>;
  readonly budget: RequestBudget;
  readonly poller: Poller;
}

const utcDate = (at: number) => new Date(at).toISOString().slice(0, 10);

export function createApiSports(options: ApiSportsOptions): ApiSports {
  const now = options.clock ?? Date.now;
  const budget = new RequestBudget({
    perMinute: options.perMinute,
    perDay: options.perDay,
    now,
  });
  const budgetKey = 'feed:api-sports:budget';
  const ledger = new BudgetLedger(options.db, budget, budgetKey);
  const poller = new Poller(budget, { now, log: options.log, take: (paced) => ledger.take(paced) });
  const http = new ApiSportsHttp({
    key: options.key,
    baseUrls: options.baseUrls,
    onQuota: (left) => budget.providerRemaining(left),
  });
  const ids = new IdMap(options.db);
  const book = new ReferenceBook();
  const tracked = new Map<number, Tracked>();
  let sink: FeedSink | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const ctx: AdapterContext = {
    db: options.db,
    http,
    poller,
    ids,
    names: new Names(options.catalogue ?? buildCatalogue('qiulive')),
    book,
    now,
    tracked,
    bookmakerIds: new Map(),
    leagues: {
      football: new Set(options.leagues.football),
      basketball: new Set(options.leagues.basketball),
    },
    sink: () => sink!,
    async storedEvents(matchId) {
      return options.db
        .select({
          index: matchEvents.idx,
          kind: matchEvents.kind,
          minute: matchEvents.minute,
          addedMinute: matchEvents.addedMinute,
          side: matchEvents.side,
          playerName: matchEvents.playerName,
        })
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, matchId), lt(matchEvents.idx, RETRACTION_INDEX)))
        .orderBy(matchEvents.idx);
    },
    async deliver({
      fixtures = [],
      changes = [],
    }: {
      fixtures?: FeedFixture[];
      changes?: FeedChange[];
    }) {
      const reference = book.take();
      if (reference) await sink!.reference(reference);
      if (fixtures.length > 0) await sink!.fixtures(fixtures);
      if (changes.length > 0) await sink!.changes(changes, { cursor: now() });
    },
  };
  const football = new FootballFeed(ctx);
  const basketball = new BasketballFeed(ctx);

  /** Provider leagues with a followed match of the sport in play. */
  function leaguesInPlay(sport: Sport) {
    const out = new Set<number>();
    for (const t of tracked.values()) {
      if (t.sport === sport && t.live && phaseOf(sport, t.live.state) === 'live')
        out.add(t.leagueId);
    }
    return out;
  }

  /**
   * What today's live following may still spend (an estimate on the safe side): the live poll of each sport
   * until its last followed match of the day is about over (kick-off + MATCH_SPAN), and per match a few
   * requests for events plus its statistics / box score every 15 minutes. Work that can do without (in-play
   * odds) runs only while the day's budget leaves this much.
   */
  function liveReserve(at: number) {
    const dayEnd = (Math.floor(at / DAY) + 1) * DAY;
    let reserve = 0;
    for (const sport of ['football', 'basketball'] as const) {
      let end = at;
      for (const t of tracked.values()) {
        if (t.sport !== sport) continue;
        const phase = t.live ? phaseOf(sport, t.live.state) : 'notStarted';
        const over = Math.min(dayEnd, t.fixture.kickoffAt + MATCH_SPAN[sport]);
        if (
          !(phase === 'live' || (phase === 'notStarted' && t.fixture.kickoffAt < dayEnd)) ||
          over <= at
        )
          continue;
        end = Math.max(end, over);
        reserve += PER_MATCH_REQUESTS + Math.ceil((over - at) / (15 * MIN));
      }
      reserve += Math.ceil((end - at) / options.livePollMs);
    }
    return reserve;
  }

  /** Whether a sport has a followed match in play or about to start. */
  function wantsLive(sport: Sport, at: number) {
    for (const t of tracked.values()) {
      if (t.sport !== sport) continue;
      const phase = t.live ? phaseOf(sport, t.live.state) : 'notStarted';
      if (phase === 'live') return true;
      const k = t.fixture.kickoffAt;
      if (phase === 'notStarted' && at >= k - LIVE_LEAD && at <= k + LIVE_TAIL) return true;
    }
    return false;
  }

  /** Plans the recurring requests: day lists, the live polls while they are needed, league tables. */
  function plan() {
    const at = now();
    const today = Math.floor(at / DAY) * DAY;
    for (let d = 0; d <= options.daysAhead; d++) {
      const date = utcDate(today + d * DAY);
      // Today's list is asked again every few hours (kick-offs move); later days twice a day.
      const every = d === 0 ? 3 * HOUR : 12 * HOUR;
      if (options.leagues.football.length > 0 && !poller.has(`football:day:${date}`)) {
        poller.schedule(
          `football:day:${date}`,
          at,
          PRIORITY.fixtures,
          () => football.day(date),
          every,
        );
      }
      if (options.leagues.basketball.length > 0 && !poller.has(`basketball:day:${date}`)) {
        poller.schedule(
          `basketball:day:${date}`,
          at,
          PRIORITY.fixtures,
          () => basketball.day(date),
          every,
        );
      }
    }
    // Days gone by are asked no more.
    const yesterday = utcDate(today - DAY);
    poller.cancel(`football:day:${yesterday}`);
    poller.cancel(`basketball:day:${yesterday}`);

    if (wantsLive('football', at)) {
      if (!poller.has('football:live')) {
        poller.schedule(
          'football:live',
          at,
          PRIORITY.live,
          () => football.live(),
          options.livePollMs,
        );
      }
    } else poller.cancel('football:live');
    if (wantsLive('basketball', at)) {
      if (!poller.has('basketball:live')) {
        const date = utcDate(at);
        poller.schedule(
          'basketball:live',
          at,
          PRIORITY.live,
          () => basketball.day(date),
          options.livePollMs,
        );
      }
    } else poller.cancel('basketball:live');

    // In-play odds per league with a match in play, paced (PRIORITY.details): they come after live scores,
    // events and fixture lists, and only while the day's requests are behind its pace.
    // On a small plan the live scores of the rest of the day come first: no in-play odds that would eat into
    // what they still need.
    const oddsLeagues =
      budget.leftToday() > liveReserve(at) ? leaguesInPlay('football') : new Set<number>();
    for (const league of options.leagues.football) {
      const key = `football:oddsLive:${league}`;
      if (!oddsLeagues.has(league)) poller.cancel(key);
      else if (!poller.has(key)) {
        poller.schedule(
          key,
          at,
          PRIORITY.details,
          () => football.liveOdds(league),
          options.liveOddsPollMs ?? 2 * options.livePollMs,
        );
      }
    }

    // A league table per league and season seen, twice a day.
    for (const t of tracked.values()) {
      const key = `${t.sport}:standings:${t.leagueId}:${t.season}`;
      if (poller.has(key)) continue;
      const feed = t.sport === 'football' ? football : basketball;
      poller.schedule(
        key,
        at,
        PRIORITY.slow,
        () => feed.standings(t.leagueId, t.season),
        12 * HOUR,
      );
    }
  }

  /** Asks again for the matches left as not finished by an earlier run (see catch-up.ts), before anything paced. */
  async function catchUp() {
    const stale = await staleMatches(options.db, 'api-sports', now());
    const at = now();
    stale.football.forEach((ids, i) => {
      poller.schedule(`football:catchup:${i}`, at, PRIORITY.events, () => football.byIds(ids));
    });
    for (const date of stale.basketball) {
      poller.schedule(`basketball:catchup:${date}`, at, PRIORITY.events, () =>
        basketball.day(date),
      );
    }
    if (stale.football.length + stale.basketball.length > 0) {
      options.log?.info(
        { football: stale.football.flat().length, basketballDays: stale.basketball.length },
        'feed: api-sports catching up on matches left unfinished',
      );
    }
  }

  async function deliverDue() {
    if (stopped) return;
    plan();
    await poller.step();
    // What the answers taught (new matches, a match going live) may make more requests due at once.
    plan();
    await poller.step();
  }

  const provider: ApiSports = {
    name: 'api-sports',
    budget,
    poller,

    health() {
      return {
        ...poller.health(),
        budget: {
          perMinute: budget.perMinute,
          perDay: budget.perDay,
          spentToday: budget.spentToday(),
          spentLastMinute: budget.spentLastMinute(),
          leftToday: budget.leftToday(),
        },
      };
    },

    async start(target: FeedSink) {
      sink = target;
      stopped = false;
      // Requests spent today before a restart or by the process that ran the feed before still count.
      await ledger.load();
      const bookmakerIds = await ids.resolve(
        'bookmaker',
        BOOKMAKERS.map((b) => `football:${b.providerId}`),
      );
      book.bookmakers = BOOKMAKERS.map((b) => {
        const id = bookmakerIds.get(`football:${b.providerId}`)!;
        ctx.bookmakerIds.set(b.providerId, id);
        return { id, name: b.name };
      });
      await ctx.deliver({});
      await catchUp();
      await provider.tick();
      options.log?.info(
        { leagues: options.leagues, perMinute: options.perMinute, perDay: options.perDay },
        'feed: api-sports started',
      );
      timer = setInterval(() => {
        provider.tick().catch((err: unknown) => options.log?.error({ err }, 'feed: tick failed'));
      }, options.tickMs ?? 1000);
      timer.unref();
    },

    tick() {
      running = running.then(deliverDue, deliverDue);
      return running;
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running.catch(() => {});
    },
  };
  return provider;
}
