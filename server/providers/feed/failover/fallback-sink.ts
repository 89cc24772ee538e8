// The sink the fallback (the simulator) delivers through while the primary is down. It lets through only
// matches that cannot stand beside the real feed's, and only from the moment the fallback took over:
//
// - no competition or team the primary covers (Coverage): the simulator plays the leagues the real feed does
//   not follow, never a second 英超 or a second 阿森纳, so the board never shows two copies of a match;
// - no result invented for the past: a match that kicked off before the take-over is not played, and no
//   catch-up runs (the cursor it is given is now);
// - a match reaches the board only `leadMs` before its kick-off (with the lines and line-ups the simulator
//   gave it meanwhile), so when the primary returns no unplayed simulated fixture is left on the board: the
//   ones already shown play to full time (draining), the rest are never shown;
// - no lottery issues (money is staked on those), and odds only under the primary's bookmakers.
import { isAhead } from '../../../modules/match/states';
import type {
  FeedChange,
  FeedFixture,
  FeedLotteryIssue,
  FeedReference,
  FeedSink,
  FeedTeam,
  Sport,
} from '../types';
import type { Coverage } from './coverage';

const matchIdOf = (c: FeedChange) =>
  c.kind === 'live'
    ? c.state.matchId
    : c.kind === 'event'
      ? c.event.matchId
      : c.kind === 'odds'
        ? c.odds.matchId
        : c.matchId;

/** What a held change is kept under: the latest of each kind, and of each line for odds (the opening apart). */
const heldKey = (c: FeedChange) =>
  c.kind === 'odds' ? `odds:${c.odds.bookmakerId}:${c.odds.market}:${c.odds.opening}` : c.kind;

export interface FallbackSinkOptions {
  now: () => number;
  /** The take-over: fixtures kicking off earlier are not played. */
  from: number;
  /** How long before its kick-off a fallback match appears on the board. */
  leadMs: number;
}

export class FallbackSink implements FeedSink {
  /** False once the primary is back: no new match is shown, those shown play to the end. */
  releasing = true;
  /** Matches waiting for their turn on the board, by id. */
  private readonly pending = new Map<number, FeedFixture>();
  /** Their latest pre-match changes, delivered with them. */
  private readonly held = new Map<number, Map<string, FeedChange>>();
  /** Matches on the board that have not finished. */
  private readonly open = new Map<number, Sport>();
  private readonly teams = new Map<number, FeedTeam>();
  private readonly competitionIds = new Set<number>();
  /** The simulator's bookmaker id → the primary's, by name; others' odds are dropped. */
  private readonly bookmakerOf = new Map<number, number>();

  constructor(
    private readonly inner: FeedSink,
    private readonly coverage: Coverage,
    private readonly options: FallbackSinkOptions,
  ) {}

  /** Fallback matches on the board and not finished. */
  get openMatches() {
    return this.open.size;
  }

  async reference(reference: FeedReference) {
    const { coverage } = this;
    const leagues = reference.competitions.filter(
      (c) => !coverage.coversCompetition(c.sport, c.name, c.shortName),
    );
    for (const c of leagues) this.competitionIds.add(c.id);
    const sides = reference.teams.filter(
      (t) =>
        this.competitionIds.has(t.competitionId) &&
        !coverage.coversTeam(t.sport, t.name, t.shortName),
    );
    for (const t of sides) this.teams.set(t.id, t);
    // With no bookmakers learnt from the primary, the simulator's own stand.
    const books = coverage.bookmakers.length > 0 ? coverage.bookmakers : reference.bookmakers;
    for (const b of reference.bookmakers) {
      const ours = books.find((o) => o.name === b.name);
      if (ours) this.bookmakerOf.set(b.id, ours.id);
    }
    await this.inner.reference({
      competitions: leagues,
      teams: sides,
      players: reference.players.filter((p) => this.teams.has(p.teamId)),
      bookmakers: books,
    });
  }

  /** Whether a simulated fixture may be shown beside what the primary covers now (it learns while we wait). */
  private allowed(f: FeedFixture) {
    if (!this.competitionIds.has(f.competitionId)) return false;
    for (const id of [f.homeTeamId, f.awayTeamId]) {
      const team = this.teams.get(id);
      if (!team || this.coverage.coversTeam(team.sport, team.name, team.shortName)) return false;
    }
    return true;
  }

  async fixtures(fixtures: FeedFixture[]) {
    for (const f of fixtures) {
      if (f.kickoffAt >= this.options.from && this.allowed(f)) this.pending.set(f.id, f);
    }
  }

  async lottery(_issues: FeedLotteryIssue[]) {}

  async changes(
    changes: FeedChange[],
    options: { cursor: number; backfill?: boolean; more?: boolean },
  ) {
    const released: FeedFixture[] = [];
    const batch: FeedChange[] = [];
    if (this.releasing) {
      const until = this.options.now() + this.options.leadMs;
      for (const [id, f] of this.pending) {
        if (f.kickoffAt > until) continue;
        this.pending.delete(id);
        const kept = this.held.get(id);
        this.held.delete(id);
        if (!this.allowed(f)) continue;
        released.push(f);
        this.open.set(id, f.sport);
        if (kept) batch.push(...kept.values());
      }
    }
    for (const reported of changes) {
      const id = matchIdOf(reported);
      let c = reported;
      if (c.kind === 'odds') {
        const bookmakerId = this.bookmakerOf.get(c.odds.bookmakerId);
        if (bookmakerId === undefined) continue;
        c = { ...c, odds: { ...c.odds, bookmakerId } };
      }
      const sport = this.open.get(id);
      if (sport) {
        batch.push(c);
        if (c.kind === 'live' && !isAhead(sport, c.state.state)) this.open.delete(id);
      } else if (this.pending.has(id)) {
        const kept = this.held.get(id) ?? new Map<string, FeedChange>();
        kept.set(heldKey(c), c);
        this.held.set(id, kept);
      }
    }
    batch.sort((a, b) => a.at - b.at);
    if (released.length > 0) await this.inner.fixtures(released);
    await this.inner.changes(batch, options);
  }

  /** The fallback plays from now on: nothing before the take-over is caught up. */
  async cursor() {
    return this.options.now();
  }
}
