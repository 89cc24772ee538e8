// What the site's own streams need from the site: the HTTP loaders, the live host and the login. src/ plugs the
// real ones in once at start-up (src/wire-streams.ts); streams read them only when something subscribes, so this
// layer never imports src/ and every stream's factory can still be built over fakes in tests.
import { defer, type Observable } from 'rxjs';
import type { CallData } from '../contract/call';
import type { tvMatchList } from '../contract/calls/live-match';
import type { matchOdds, oddsHistory } from '../contract/calls/live-odds';
import type { payBalances } from '../contract/calls/pay';
import type { MatchType } from '../contract/events';
import type { ListCall, ListPollCall } from './board';
import type { FollowedAnswer } from './followed';
import type { HornPush } from './horn';
import type { RoomCalls } from './live-room';
import type { LotteryIssueCall } from './lottery-issue';
import type { CentreCalls } from './match-centre';
import type { OddsMarket } from './odds';
import type { SnapshotResult } from './snapshot';

type Answer<T> = { success: true; data: T } | { success: false; code: number; msg: string };

/** GET /pay/balances: the two balances and the seq of user:<id> they reflect. */
export type BalancesAnswer = Answer<CallData<typeof payBalances>>;

export interface SiteLogin {
  /** The login token; '' when logged out. */
  auth: string;
  /** The logged-in user's id; null when logged out; undefined while the login's user info loads. */
  userId: number | null | undefined;
}

export interface SitePort {
  /** The live-data host's base URL (config.hosts.live): the socket opens on its origin. */
  liveHost(): string;
  /** The token the socket should carry: the session's, else the auth cookie's. */
  loginToken(): string;
  /** The login as it changes. */
  login$: Observable<SiteLogin>;
  list: ListCall;
  /** The list call with If-None-Match: polled while the socket cannot connect. */
  listPoll: ListPollCall;
  hotMatches(): Promise<SnapshotResult<CallData<typeof tvMatchList>>>;
  /** The logged-in user's followed matches of both sports, with the two scores channels' seqs. */
  followedMatches(): Promise<FollowedAnswer>;
  lotteryIssue: LotteryIssueCall;
  room: Required<RoomCalls>;
  centre: CentreCalls;
  odds(type: MatchType, matchId: number): Promise<Answer<CallData<typeof matchOdds>>>;
  oddsHistory(
    type: MatchType,
    matchId: number,
    bookmakerId: number,
    market: OddsMarket,
  ): Promise<Answer<CallData<typeof oddsHistory>>>;
  serverTime(): Promise<Answer<{ now: number }>>;
  /** The newest horns (a page of /api/horn/list), newest first. */
  recentHorns(): Promise<Answer<{ list: HornPush[] }>>;
  balances(): Promise<BalancesAnswer>;
}

let port: SitePort | null = null;

/** Called once by src/ before anything renders. */
export function plugSite(site: SitePort) {
  port = site;
}

/** The plugged-in site; a stream of the site's used before src/ plugged it in is a wiring bug. */
export function site(): SitePort {
  if (!port)
    throw new Error('streams: the site is not plugged in (src/wire-streams.ts runs first)');
  return port;
}

/** The login, read when subscribed. */
export const siteLogin$: Observable<SiteLogin> = defer(() => site().login$);
