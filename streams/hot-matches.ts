// hotMatches$: the home page's match strip kept live — one snapshot of both sports, each sport's rows
// following its scores channel through the boards' own reducer.
import { combineLatest, map, type Observable } from 'rxjs';
import type { CallData } from '../contract/call';
import type { tvMatchList } from '../contract/calls/live-match';
import { channels, type MatchType } from '../contract/channels';
import { type Board, type BoardRow, boardOf, reduceBoard } from './board';
import { type Channels, siteChannels } from './channel';
import { sharedWhileInFlight } from './in-flight';
import { site } from './site';
import { type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

type HotList = CallData<typeof tvMatchList>;

export interface HotMatch extends BoardRow {
  matchType: MatchType;
}

const SPORTS: readonly MatchType[] = ['football', 'basketball'];

/** The strip's order as the server gave it (hot, live, then by kick-off), across both sports. */
export function stripOf(list: HotList, boards: Record<MatchType, Board>): HotMatch[] {
  const strip: HotMatch[] = [];
  for (const item of list.matches) {
    const row = boards[item.matchType].rows.get(item.id);
    if (row) strip.push({ ...row, matchType: item.matchType });
  }
  return strip;
}

/** One sport's part of the answer as a board, with that sport's channel seq. */
export const sportBoard = (list: HotList, type: MatchType): Board =>
  boardOf(type, {
    date: '',
    seq: list.seq[type],
    matches: list.matches.filter((m) => m.matchType === type),
  });

export function hotMatchStreams(
  load: () => Promise<SnapshotResult<HotList>> = () => site().hotMatches(),
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<Live<HotMatch[]>> {
  // Both sports' loads (first and after each resync) share one call while it is in flight.
  const shared = sharedWhileInFlight(load);
  let lastList: HotList | null = null;
  const sport = (type: MatchType) =>
    snapshotWithPushes<Board>({
      async load() {
        const answer = await shared();
        if (!answer.success) return answer;
        lastList = answer.data;
        return { success: true, data: sportBoard(answer.data, type), seq: answer.data.seq[type] };
      },
      channel: bus.channel$(channels.scores(type)),
      // Loaded beside the join (the default): the home page's first band paints without waiting for the socket.
      reduce: reduceBoard,
    });
  return combineLatest(SPORTS.map(sport)).pipe(
    map(([football, basketball]): Live<HotMatch[]> => {
      if (!football || !basketball) return { status: 'loading' };
      if (football.status === 'failed') return football;
      if (basketball.status === 'failed') return basketball;
      if (football.status !== 'ready' || basketball.status !== 'ready' || !lastList)
        return { status: 'loading' };
      return {
        status: 'ready',
        stale: football.stale || basketball.stale,
        value: stripOf(lastList, { football: football.value, basketball: basketball.value }),
      };
    }),
  );
}

export const hotMatches$ = hotMatchStreams();
