// scoreboard$(type): the live-score list of one sport — its HTTP snapshot merged with the pushes of scores:<type>.
import type { Observable } from 'rxjs';
import { type ChannelEvent, channels, type MatchType } from '../contract/events';
import { type Channels, siteChannels } from './channel';
import { keyed, type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

export interface ScoreboardSource<T> {
  /** Today's matches of the sport (the live-scores issue brings the endpoint), with the channel seq it reflects when reported. */
  load(type: MatchType): Promise<SnapshotResult<T>>;
  /** Applies one push of the scores channel (match.state, match.score…) to the board. */
  reduce(board: T, event: ChannelEvent): T;
}

/** Builds `scoreboard$(type)`: one shared live board per sport. */
export function scoreboardStreams<T>(
  source: ScoreboardSource<T>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): (type: MatchType) => Observable<Live<T>> {
  return keyed((type: MatchType) =>
    snapshotWithPushes({
      load: () => source.load(type),
      channel: bus.channel$(channels.scores(type)),
      reduce: source.reduce,
    }),
  );
}
