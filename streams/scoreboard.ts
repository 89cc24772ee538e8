// scoreboard$(type): the live-score list of one sport — its HTTP snapshot merged with the pushes of scores:<type>.
import type { Observable } from 'rxjs';
import { type ChannelEvent, channels, type MatchType } from '../contract/channels';
import { type Channels, siteChannels } from './channel';
import { polling$ } from './polling-fallback';
import {
  keyed,
  type Live,
  type PollResult,
  type SnapshotResult,
  snapshotWithPushes,
} from './snapshot';

export interface ScoreboardSource<T> {
  /** Today's matches of the sport (the live-scores issue brings the endpoint), with the channel seq it reflects when reported. */
  load(type: MatchType): Promise<SnapshotResult<T>>;
  /** Applies one push of the scores channel (match.state, match.score…) to the board. */
  reduce(board: T, event: ChannelEvent): T;
  /** The same list, conditional on an ETag: polled while the socket cannot connect. */
  poll?(type: MatchType, etag: string | null): Promise<PollResult<T>>;
}

/** Builds `scoreboard$(type)`: one shared live board per sport. */
export function scoreboardStreams<T>(
  source: ScoreboardSource<T>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
  // The site's socket's fallback goes with the site's channels; other buses say their own.
  polling: Observable<boolean> | undefined = bus === siteChannels ? polling$ : undefined,
): (type: MatchType) => Observable<Live<T>> {
  return keyed((type: MatchType) => {
    const poll = source.poll;
    return snapshotWithPushes({
      load: () => source.load(type),
      channel: bus.channel$(channels.scores(type)),
      reduce: source.reduce,
      ...(poll && polling ? { poll: { active: polling, load: (etag) => poll(type, etag) } } : {}),
    });
  });
}
