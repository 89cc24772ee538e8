// match$(type, id): one match kept live — its HTTP snapshot merged with the pushes of its match channel.

import type { Observable } from 'rxjs';
import { type ChannelEvent, channels, type MatchType } from '../contract/channels';
import { type Channels, siteChannels } from './channel';
import { keyed, type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

export interface MatchSource<T> {
  /**
   * The match's HTTP snapshot, with the channel seq it reflects when the endpoint reports one.
   * The match-detail issue brings the endpoint; this module only keeps whatever it returns live.
   */
  load(type: MatchType, matchId: number): Promise<SnapshotResult<T>>;
  /** Applies one push of the match channel (match.state, match.score, match.event, odds.move). */
  reduce(match: T, event: ChannelEvent): T;
}

/** Builds `match$(type, id)`: a shared live match per (type, id), for as long as anything watches it. */
export function matchStreams<T>(
  source: MatchSource<T>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): (type: MatchType, matchId: number) => Observable<Live<T>> {
  return keyed((type: MatchType, matchId: number) =>
    snapshotWithPushes({
      load: () => source.load(type, matchId),
      channel: bus.channel$(channels.match(type, matchId)),
      reduce: source.reduce,
    }),
  );
}
