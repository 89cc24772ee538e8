// followed$(type): the logged-in user's followed matches of one sport as a live Board — the attention
// call, then the pushes of scores:<type>. Both sports' boards share one call when loaded together.
import type { Observable } from 'rxjs';
import type { CallData } from '../contract/call';
import type { getAttentionMatchByUser } from '../contract/calls/match';
import { type ChannelEvent, channels, type MatchType } from '../contract/channels';
import { type Board, boardOf, reduceBoard } from './board';
import { type Channels, siteChannels } from './channel';
import { sharedWhileInFlight } from './in-flight';
import { site } from './site';
import { type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

export type FollowedAnswer = SnapshotResult<CallData<typeof getAttentionMatchByUser>>;

/** A board of one sport's followed matches, with that sport's channel seq; the order is the server's (live first). */
export function followedBoardOf(type: MatchType, answer: FollowedAnswer): SnapshotResult<Board> {
  if (!answer.success) return answer;
  const matches = answer.data.matches
    .filter((m) => m.matchType === type)
    .map(({ matchType: _, ...item }) => item);
  return {
    success: true,
    data: boardOf(type, { date: '', seq: answer.data.seq[type], matches }),
    seq: answer.data.seq[type],
  };
}

/**
 * Made per page visit (not cached across logins): the football and basketball boards asking within
 * the same moment share the one request in flight.
 */
export function followedStreams(
  load: () => Promise<FollowedAnswer> = () => site().followedMatches(),
  bus: Pick<Channels, 'channel$'> = siteChannels,
) {
  const shared = sharedWhileInFlight(load);
  return (type: MatchType): Observable<Live<Board>> =>
    snapshotWithPushes({
      load: async () => followedBoardOf(type, await shared()),
      channel: bus.channel$(channels.scores(type)),
      reduce: reduceFollowed,
    });
}

/** The followed list keeps the server's order (live first): a kick-off move re-sorts nothing here. */
export function reduceFollowed(board: Board, event: ChannelEvent): Board {
  const next = reduceBoard(board, event);
  return next.order === board.order ? next : { ...next, order: board.order };
}
