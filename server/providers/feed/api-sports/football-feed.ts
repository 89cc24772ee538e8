// API-Football's part of the adapter: fixture lists by day, live fixtures, and per fixture its events,
// line-ups, statistics and odds; league tables tell which league and group a team belongs to.
import { and, eq } from 'drizzle-orm';
import { odds as oddsTable } from '../../../db/schema';
import { phaseOf } from '../../../modules/match/states';
import type { FeedChange, FeedFixture } from '../types';
import { type AdapterContext, changed, follow, seasonOf, type Tracked } from './context';
import { storedEventIndex } from './event-index';
import {
  footballEvents,
  footballLineups,
  footballLive,
  footballStats,
  roundLabel,
} from './football';
import { liveOddsOf, oddsOf } from './odds';
import { PRIORITY } from './poller';
import { BOOKMAKERS } from './reference';
import type {
  FootballEventItem,
  FootballFixtureItem,
  FootballLineupItem,
  FootballStandingsItem,
  FootballStatisticsItem,
  LiveOddsItem,
  OddsItem,
} from './wire';

const MIN = 60_000;
/** Statistics of a match in play are asked this often (they change slowly; the budget is small). */
const STATS_EVERY = 15 * MIN;
/** Line-ups are published about an hour before kick-off. */
const LINEUPS_BEFORE = 40 * MIN;
/** Odds are asked once for matches kicking off within this. */
const ODDS_WITHIN = 24 * 60 * MIN;

const KNOCKOUT = /final|round of|play-?off|knockout|1\/\d/i;

export class FootballFeed {
  constructor(private readonly ctx: AdapterContext) {}

  private key = (kind: string, id: number | string) => `football:${kind}:${id}`;

  /** The fixtures of one UTC day. */
  async day(date: string) {
    const items = await this.ctx.http.get<FootballFixtureItem>('football', 'fixtures', {
      date,
      timezone: 'UTC',
    });
    await this.fixtures(items);
  }

  /** Every fixture in play now (one request for all leagues). */
  async live() {
    const items = await this.ctx.http.get<FootballFixtureItem>('football', 'fixtures', {
      live: 'all',
    });
    const seen = await this.fixtures(items);
    // A followed match that left the live list has ended (or stopped): ask for it once to learn how.
    for (const t of this.ctx.tracked.values()) {
      if (t.sport !== 'football' || seen.has(t.matchId) || !t.live) continue;
      if (phaseOf('football', t.live.state) !== 'live') continue;
      this.ctx.poller.schedule(
        this.key('fixture', t.providerId),
        this.ctx.now(),
        PRIORITY.events,
        () => this.one(t),
      );
    }
  }

  /**
   * Fixtures by id (the catch-up after a restart): their states now, and for each match that has kicked off its
   * timeline as it stands, since the events of a match played while the site was down were never asked. Events
   * keep their indices (the list numbered afresh), so the ones stored before the restart are not doubled.
   */
  async byIds(providerIds: number[]) {
    const items = await this.ctx.http.get<FootballFixtureItem>('football', 'fixtures', {
      ids: providerIds.join('-'),
    });
    const seen = await this.fixtures(items);
    for (const id of seen) {
      const t = this.ctx.tracked.get(id);
      if (!t?.live || phaseOf('football', t.live.state) === 'notStarted') continue;
      this.ctx.poller.schedule(
        this.key('events', t.providerId),
        this.ctx.now(),
        PRIORITY.events,
        () => this.events(t),
      );
    }
  }

  private async one(t: Tracked) {
    const items = await this.ctx.http.get<FootballFixtureItem>('football', 'fixtures', {
      id: t.providerId,
    });
    await this.fixtures(items);
  }

  /** Learns the fixtures of an answer, delivers their states, and plans what to ask about each next. */
  async fixtures(all: FootballFixtureItem[]): Promise<Set<number>> {
    const { ids, names, book, tracked, now } = this.ctx;
    const items = all.filter((i) => this.ctx.leagues.football.has(i.league.id));
    if (items.length === 0) return new Set();
    const competitionIds = await ids.resolve(
      'competition',
      items.map((i) => `football:${i.league.id}`),
    );
    const teamIds = await ids.resolve(
      'team',
      items.flatMap((i) => [`football:${i.teams.home.id}`, `football:${i.teams.away.id}`]),
    );
    const matchIds = await ids.resolve(
      'match',
      items.map((i) => `football:${i.fixture.id}`),
    );
    const fresh: FeedFixture[] = [];
    const changes: FeedChange[] = [];
    const seen = new Set<number>();
    const at = now();
    for (const item of items) {
      const competitionId = competitionIds.get(`football:${item.league.id}`)!;
      const league = names.competition(
        'football',
        item.league.id,
        item.league.name,
        item.league.country,
      );
      const across = league.spec ? league.spec.seasonName.includes('/') : false;
      const season = seasonOf(competitionId, item.league.season, across);
      const isLeague = /regular season/i.test(item.league.round ?? '');
      book.competition({
        id: competitionId,
        sport: 'football',
        name: league.name,
        shortName: league.shortName,
        country: league.country,
        kind: league.spec?.kind ?? (isLeague ? 'league' : 'cup'),
        tier: league.spec?.tier ?? 1,
        color: league.spec?.color ?? '#5a6b7d',
        hot: league.spec?.hot ?? false,
        season,
        ...(league.spec?.zones ? { zones: league.spec.zones } : {}),
      });
      for (const side of ['home', 'away'] as const) {
        const team = item.teams[side];
        const id = teamIds.get(`football:${team.id}`)!;
        book.team(
          {
            id,
            sport: 'football',
            ...names.team('football', team.name),
            country: league.country,
            competitionId,
          },
          isLeague,
        );
      }
      const matchId = matchIds.get(`football:${item.fixture.id}`)!;
      seen.add(matchId);
      const fixture: FeedFixture = {
        id: matchId,
        sport: 'football',
        competitionId,
        seasonId: season.id,
        round: roundLabel(item.league.round),
        homeTeamId: teamIds.get(`football:${item.teams.home.id}`)!,
        awayTeamId: teamIds.get(`football:${item.teams.away.id}`)!,
        kickoffAt: item.fixture.timestamp * 1000,
        knockout: KNOCKOUT.test(item.league.round ?? ''),
        neutral: false,
        venue: item.fixture.venue?.name ?? '',
      };
      const { t, isNew } = follow(tracked, fixture, () => ({
        sport: 'football',
        providerId: item.fixture.id,
        homeProviderId: item.teams.home.id,
        season: String(item.league.season),
        leagueId: item.league.id,
        lineups: false,
        odds: false,
      }));
      if (isNew) fresh.push(fixture);
      const reported = footballLive(item, matchId, at, {
        bookings: t.bookings,
        corners: t.corners,
      });
      const before = t.live;
      // Extra time's clock start is an estimate from the minute: keep the first one while the period runs.
      const state =
        before?.state === reported.state && before.periodStartAt !== null && reported.state === 5
          ? { ...reported, periodStartAt: before.periodStartAt }
          : reported;
      // A match not started has nothing to report beyond its fixture.
      if ((state.state !== 1 || before) && changed(before, state)) {
        changes.push({ kind: 'live', at, state });
        t.live = state;
      }
      this.plan(t, before?.state ?? null, before ? before.home.score + before.away.score : 0);
    }
    await this.ctx.deliver({ fixtures: fresh, changes });
    return seen;
  }

  /** What to ask about a match next, from how it stands. */
  private plan(t: Tracked, stateBefore: number | null, goalsBefore: number) {
    const { poller, now } = this.ctx;
    const live = t.live;
    const at = now();
    const phase = live ? phaseOf('football', live.state) : 'notStarted';
    const goals = live ? live.home.score + live.away.score : 0;
    // Events when the score or the state moved (and once at the end, for the full timeline).
    if (live && (goals !== goalsBefore || (stateBefore !== null && stateBefore !== live.state))) {
      poller.schedule(this.key('events', t.providerId), at, PRIORITY.events, () => this.events(t));
    }
    if (phase === 'live' && !poller.has(this.key('stats', t.providerId))) {
      poller.schedule(
        this.key('stats', t.providerId),
        at,
        PRIORITY.details,
        () => this.stats(t),
        STATS_EVERY,
      );
    }
    if (phase === 'finished' && stateBefore !== null && stateBefore !== live?.state) {
      // The final figures, then no more.
      poller.schedule(this.key('stats', t.providerId), at, PRIORITY.details, () => this.stats(t));
    }
    if (!t.lineups && phase !== 'finished' && !poller.has(this.key('lineups', t.providerId))) {
      poller.schedule(
        this.key('lineups', t.providerId),
        Math.max(at, t.fixture.kickoffAt - LINEUPS_BEFORE),
        PRIORITY.details,
        () => this.lineups(t),
      );
    }
    if (
      !t.odds &&
      phase === 'notStarted' &&
      t.fixture.kickoffAt - at < ODDS_WITHIN &&
      !poller.has(this.key('odds', t.providerId))
    ) {
      poller.schedule(this.key('odds', t.providerId), at, PRIORITY.slow, () => this.odds(t));
    }
  }

  private async events(t: Tracked) {
    const items = await this.ctx.http.get<FootballEventItem>('football', 'fixtures/events', {
      fixture: t.providerId,
    });
    const players = await this.ctx.ids.resolve(
      'player',
      items.flatMap((e) => (e.player.id === null ? [] : [`football:${e.player.id}`])),
    );
    // Indices stay with their events: a goal ruled out (VAR) leaves the list, and the events after it keep
    // theirs. A process that starts following the match (a restart, a take-over) numbers against the stored ones.
    t.eventIndex ??= storedEventIndex(
      items,
      t.homeProviderId,
      await this.ctx.storedEvents(t.matchId),
    );
    const indices = t.eventIndex;
    const { events, bookings } = footballEvents(
      items,
      t.matchId,
      t.homeProviderId,
      (id) => players.get(`football:${id}`),
      (key, position) => {
        let index = indices.get(key);
        if (index === undefined) {
          index =
            indices.size === 0 ? position : Math.max(position, Math.max(...indices.values()) + 1);
          indices.set(key, index);
        }
        return index;
      },
    );
    t.bookings = bookings;
    const at = this.ctx.now();
    const changes: FeedChange[] = events.map((event) => ({ kind: 'event', at, event }));
    this.refresh(t, changes, at);
    await this.ctx.deliver({ changes });
  }

  /** Cards and corners live in the match's state: a new count is a new state. */
  private refresh(t: Tracked, changes: FeedChange[], at: number) {
    if (!t.live) return;
    const side = (key: 'home' | 'away') => ({
      ...t.live![key],
      red: t.bookings?.[key].red ?? t.live![key].red,
      yellow: t.bookings?.[key].yellow ?? t.live![key].yellow,
      corners: t.corners?.[key] ?? t.live![key].corners,
    });
    const next = { ...t.live, home: side('home'), away: side('away') };
    if (changed(t.live, next)) {
      t.live = next;
      changes.push({ kind: 'live', at, state: next });
    }
  }

  private async stats(t: Tracked) {
    const items = await this.ctx.http.get<FootballStatisticsItem>(
      'football',
      'fixtures/statistics',
      {
        fixture: t.providerId,
      },
    );
    if (items.length === 0) return;
    const { home, away } = footballStats(items, t.homeProviderId);
    const at = this.ctx.now();
    const changes: FeedChange[] = [{ kind: 'stats', at, matchId: t.matchId, home, away }];
    if (home.corners !== undefined || away.corners !== undefined) {
      t.corners = { home: home.corners ?? 0, away: away.corners ?? 0 };
      this.refresh(t, changes, at);
    }
    // Stop asking once the match is over.
    if (t.live && phaseOf('football', t.live.state) !== 'live') {
      this.ctx.poller.cancel(this.key('stats', t.providerId));
    }
    await this.ctx.deliver({ changes });
  }

  private async lineups(t: Tracked) {
    const items = await this.ctx.http.get<FootballLineupItem>('football', 'fixtures/lineups', {
      fixture: t.providerId,
    });
    const at = this.ctx.now();
    if (items.length === 0) {
      // Not published yet: ask again a little later, until a while after kick-off.
      if (at < t.fixture.kickoffAt + 30 * MIN) {
        this.ctx.poller.schedule(
          this.key('lineups', t.providerId),
          at + 15 * MIN,
          PRIORITY.details,
          () => this.lineups(t),
        );
      }
      return;
    }
    t.lineups = true;
    const everyone = items.flatMap((team) =>
      [...team.startXI, ...team.substitutes].map((p) => ({ team: team.team.id, ...p.player })),
    );
    const players = await this.ctx.ids.resolve(
      'player',
      everyone.map((p) => `football:${p.id}`),
    );
    const teams = await this.ctx.ids.resolve(
      'team',
      everyone.map((p) => `football:${p.team}`),
    );
    const rows = footballLineups(items, t.homeProviderId, (id) => players.get(`football:${id}`));
    for (const p of everyone) {
      const row = rows.find((r) => r.playerId === players.get(`football:${p.id}`));
      if (!row) continue;
      this.ctx.book.player({
        id: row.playerId,
        teamId: teams.get(`football:${p.team}`)!,
        sport: 'football',
        name: p.name,
        shirtNumber: row.shirtNumber,
        position: row.position,
        nationality: '',
        birthYear: 0,
        heightCm: 0,
      });
    }
    await this.ctx.deliver({
      changes: [{ kind: 'lineups', at, matchId: t.matchId, players: rows }],
    });
  }

  private async odds(t: Tracked) {
    const items = await this.ctx.http.get<OddsItem>('football', 'odds', { fixture: t.providerId });
    t.odds = true;
    const at = this.ctx.now();
    const ids = this.ctx.bookmakerIds;
    const odds = items.flatMap((item) => oddsOf(item, t.matchId, (id) => ids.get(id), at, true));
    if (odds.length === 0) return;
    await this.ctx.deliver({ changes: odds.map((o) => ({ kind: 'odds', at, odds: o })) });
  }

  /**
   * In-play odds of a league's fixtures in play (one request for all of them), delivered as the in-play moves of
   * the main bookmaker's lines (the provider names no bookmaker for them); a market whose line did not move
   * since the last poll delivers nothing.
   */
  async liveOdds(leagueId: number) {
    const items = await this.ctx.http.get<LiveOddsItem>('football', 'odds/live', {
      league: leagueId,
    });
    const bookmakerId = this.ctx.bookmakerIds.get(BOOKMAKERS[0]!.providerId);
    if (bookmakerId === undefined) return;
    const at = this.ctx.now();
    const changes: FeedChange[] = [];
    for (const item of items) {
      const matchId = this.ctx.ids.get('match', `football:${item.fixture.id}`);
      const t = matchId === undefined ? undefined : this.ctx.tracked.get(matchId);
      if (!t) continue;
      t.liveOdds ??= await this.storedLiveOdds(t.matchId, bookmakerId);
      for (const odds of liveOddsOf(item, t.matchId, bookmakerId, at)) {
        const values = odds.values.join(',');
        if (t.liveOdds.get(odds.market) === values) continue;
        t.liveOdds.set(odds.market, values);
        changes.push({ kind: 'odds', at, odds });
      }
    }
    await this.ctx.deliver({ changes });
  }

  /** The in-play lines stored before a restart: polled again unchanged, they are not moves. */
  private async storedLiveOdds(matchId: number, bookmakerId: number) {
    const rows = await this.ctx.db
      .select({ market: oddsTable.market, current: oddsTable.current })
      .from(oddsTable)
      .where(
        and(
          eq(oddsTable.matchId, matchId),
          eq(oddsTable.bookmakerId, bookmakerId),
          eq(oddsTable.live, true),
        ),
      );
    return new Map(rows.map((r) => [r.market, (r.current as number[]).join(',')]));
  }

  /** A league's table: which teams are in the league (and in which group). */
  async standings(leagueId: number, season: string) {
    const items = await this.ctx.http.get<FootballStandingsItem>('football', 'standings', {
      league: leagueId,
      season,
    });
    const league = items[0]?.league;
    if (!league) return;
    const rows = league.standings.flat();
    const competitionId = await this.ctx.ids.one('competition', `football:${leagueId}`);
    const teamIds = await this.ctx.ids.resolve(
      'team',
      rows.map((r) => `football:${r.team.id}`),
    );
    const grouped = league.standings.length > 1;
    const country = this.ctx.names.competition(
      'football',
      leagueId,
      league.name,
      league.country,
    ).country;
    for (const row of rows) {
      this.ctx.book.team(
        {
          id: teamIds.get(`football:${row.team.id}`)!,
          sport: 'football',
          ...this.ctx.names.team('football', row.team.name),
          country,
          competitionId,
          ...(grouped && row.group ? { group: row.group } : {}),
        },
        true,
      );
    }
    await this.ctx.deliver({});
  }
}
