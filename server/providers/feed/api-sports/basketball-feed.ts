// API-Basketball's part of the adapter: the games of a day (which carry the scores by quarter, so the same
// request serves as the live poll while games are on), each game's box score and team totals, and league
// tables for the teams' conferences. API-Basketball has no play-by-play: there are no text-live events.
import { phaseOf } from '../../../modules/match/states';
import type { FeedChange, FeedFixture } from '../types';
import { basketballLive, basketballTeamStats, boxScoreRows } from './basketball';
import { type AdapterContext, changed, follow, seasonOf, type Tracked } from './context';
import { PRIORITY } from './poller';
import type {
  BasketballGameItem,
  BasketballPlayerStatItem,
  BasketballStandingRow,
  BasketballTeamStatItem,
} from './wire';

/** A game's box score and team totals are asked this often while it is on. */
const FIGURES_EVERY = 15 * 60_000;

/** NBA conferences as Chinese score sites name them. */
const GROUPS: Record<string, string> = {
  'Eastern Conference': '东部',
  'Western Conference': '西部',
};

export class BasketballFeed {
  constructor(private readonly ctx: AdapterContext) {}

  async day(date: string) {
    const items = await this.ctx.http.get<BasketballGameItem>('basketball', 'games', {
      date,
      timezone: 'UTC',
    });
    await this.games(items);
  }

  async games(all: BasketballGameItem[]) {
    const { ids, names, book, tracked, now } = this.ctx;
    const items = all.filter((i) => this.ctx.leagues.basketball.has(i.league.id));
    if (items.length === 0) return;
    const competitionIds = await ids.resolve(
      'competition',
      items.map((i) => `basketball:${i.league.id}`),
    );
    const teamIds = await ids.resolve(
      'team',
      items.flatMap((i) => [`basketball:${i.teams.home.id}`, `basketball:${i.teams.away.id}`]),
    );
    const matchIds = await ids.resolve(
      'match',
      items.map((i) => `basketball:${i.id}`),
    );
    const fresh: FeedFixture[] = [];
    const changes: FeedChange[] = [];
    const at = now();
    for (const item of items) {
      const competitionId = competitionIds.get(`basketball:${item.league.id}`)!;
      const league = names.competition(
        'basketball',
        item.league.id,
        item.league.name,
        item.country.name,
      );
      // "2025-2026" or 2025.
      const year = Number.parseInt(String(item.league.season), 10);
      const season = seasonOf(competitionId, year, String(item.league.season).includes('-'));
      book.competition({
        id: competitionId,
        sport: 'basketball',
        name: league.name,
        shortName: league.shortName,
        country: league.country,
        kind: league.spec?.kind ?? 'league',
        tier: league.spec?.tier ?? 1,
        color: league.spec?.color ?? '#5a6b7d',
        hot: league.spec?.hot ?? false,
        season,
      });
      for (const side of ['home', 'away'] as const) {
        const team = item.teams[side];
        book.team(
          {
            id: teamIds.get(`basketball:${team.id}`)!,
            sport: 'basketball',
            ...names.team('basketball', team.name),
            country: league.country,
            competitionId,
          },
          false,
        );
      }
      const matchId = matchIds.get(`basketball:${item.id}`)!;
      const fixture: FeedFixture = {
        id: matchId,
        sport: 'basketball',
        competitionId,
        seasonId: season.id,
        round: item.week ?? item.stage ?? '',
        homeTeamId: teamIds.get(`basketball:${item.teams.home.id}`)!,
        awayTeamId: teamIds.get(`basketball:${item.teams.away.id}`)!,
        kickoffAt: item.timestamp * 1000,
        knockout: /play-?offs?|final/i.test(item.stage ?? ''),
        neutral: false,
        venue: item.venue ?? '',
      };
      const { t, isNew } = follow(tracked, fixture, () => ({
        sport: 'basketball',
        providerId: item.id,
        homeProviderId: item.teams.home.id,
        season: String(item.league.season),
        leagueId: item.league.id,
        lineups: true,
        odds: true,
      }));
      if (isNew) fresh.push(fixture);
      const state = basketballLive(item, matchId, at);
      const before = t.live;
      // The running clock is reported each poll; a state differing only in it is still worth a push.
      if ((state.state !== 1 || before) && changed(before, state)) {
        changes.push({ kind: 'live', at, state });
        t.live = state;
      }
      this.planFigures(t, before?.state ?? null);
    }
    await this.ctx.deliver({ fixtures: fresh, changes });
  }

  /**
   * Box score and team totals (games/statistics/players and /teams, one request each): every 15 minutes while
   * the game is on, once more when it ends (or when first seen over, as in a catch-up).
   */
  private planFigures(t: Tracked, stateBefore: number | null) {
    if (!t.live) return;
    const { poller, now } = this.ctx;
    const phase = phaseOf('basketball', t.live.state);
    const tasks = [
      [`basketball:box:${t.providerId}`, () => this.boxScore(t)],
      [`basketball:teamStats:${t.providerId}`, () => this.teamStats(t)],
    ] as const;
    for (const [key, run] of tasks) {
      if (phase === 'live' && !poller.has(key)) {
        poller.schedule(key, now(), PRIORITY.details, run, FIGURES_EVERY);
      } else if (phase === 'finished' && stateBefore !== t.live.state) {
        poller.schedule(key, now(), PRIORITY.details, run);
      } else if (phase !== 'live') poller.cancel(key);
    }
  }

  private async boxScore(t: Tracked) {
    const items = await this.ctx.http.get<BasketballPlayerStatItem>(
      'basketball',
      'games/statistics/players',
      { id: t.providerId },
    );
    if (items.length === 0) return;
    const players = await this.ctx.ids.resolve(
      'player',
      items.map((i) => `basketball:${i.player.id}`),
    );
    const teams = await this.ctx.ids.resolve(
      'team',
      items.map((i) => `basketball:${i.team.id}`),
    );
    const rows = boxScoreRows(items, t.homeProviderId, (id) => players.get(`basketball:${id}`));
    for (const i of items) {
      const id = players.get(`basketball:${i.player.id}`)!;
      this.ctx.book.player({
        id,
        teamId: teams.get(`basketball:${i.team.id}`)!,
        sport: 'basketball',
        name: i.player.name,
        shirtNumber: 0,
        position: '',
        nationality: '',
        birthYear: 0,
        heightCm: 0,
      });
    }
    await this.ctx.deliver({
      changes: [{ kind: 'boxScore', at: this.ctx.now(), matchId: t.matchId, rows }],
    });
  }

  private async teamStats(t: Tracked) {
    const items = await this.ctx.http.get<BasketballTeamStatItem>(
      'basketball',
      'games/statistics/teams',
      { id: t.providerId },
    );
    if (items.length === 0) return;
    const { home, away } = basketballTeamStats(items, t.homeProviderId);
    await this.ctx.deliver({
      changes: [{ kind: 'stats', at: this.ctx.now(), matchId: t.matchId, home, away }],
    });
  }

  /** Whether any followed game is being played. */
  anyLive() {
    for (const t of this.ctx.tracked.values()) {
      if (t.sport === 'basketball' && t.live && phaseOf('basketball', t.live.state) === 'live')
        return true;
    }
    return false;
  }

  async standings(leagueId: number, season: string) {
    // The answer is one array per group (conference, division …) of rows.
    const groups = await this.ctx.http.get<BasketballStandingRow[]>('basketball', 'standings', {
      league: leagueId,
      season,
    });
    const rows = groups.flat();
    if (rows.length === 0) return;
    const competitionId = await this.ctx.ids.one('competition', `basketball:${leagueId}`);
    const teamIds = await this.ctx.ids.resolve(
      'team',
      rows.map((r) => `basketball:${r.team.id}`),
    );
    const competition = this.ctx.book.competitions.get(competitionId);
    for (const row of rows) {
      const group = GROUPS[row.group.name ?? ''];
      this.ctx.book.team(
        {
          id: teamIds.get(`basketball:${row.team.id}`)!,
          sport: 'basketball',
          ...this.ctx.names.team('basketball', row.team.name),
          country: competition?.country ?? '',
          competitionId,
          ...(group ? { group } : {}),
        },
        // Only the conference tables say where a team belongs; division tables repeat the teams.
        group !== undefined,
      );
    }
    await this.ctx.deliver({});
  }
}
