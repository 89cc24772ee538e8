// The community's live events: a circle's new posts (post.new on circle:<id>, for a circle page's
// "N 条新帖"), and the comments and likes on my posts (post.comment / post.like on user:<id>, a toast).
import { distinctUntilChanged, EMPTY, filter, map, type Observable, share, switchMap } from 'rxjs';
import { type ChannelEventOf, channels, type EventData } from '../contract/channels';
import { type ChannelSignal, type Channels, siteChannels } from './channel';
import { siteLogin$ } from './site';

export type NewPost = EventData<'post.new'>;
export type PostActivity =
  | { type: 'post.comment'; data: EventData<'post.comment'> }
  | { type: 'post.like'; data: EventData<'post.like'> };

const isNewPost = (
  signal: ChannelSignal,
): signal is { kind: 'event'; event: ChannelEventOf<'post.new'> } =>
  signal.kind === 'event' && signal.event.type === 'post.new';

const isActivity = (
  signal: ChannelSignal,
): signal is {
  kind: 'event';
  event: ChannelEventOf<'post.comment'> | ChannelEventOf<'post.like'>;
} =>
  signal.kind === 'event' &&
  (signal.event.type === 'post.comment' || signal.event.type === 'post.like');

/** Every new post of one circle while subscribed (joins circle:<id>, leaves on unsubscribe). */
export function circleNewPosts$(
  circleId: number,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<NewPost> {
  return bus.channel$(channels.circle(circleId)).pipe(
    filter(isNewPost),
    map((signal) => signal.event.data),
  );
}

/** Builds the stream of comments and likes on the logged-in user's posts, following the login. */
export function postActivityStream(
  userId$: Observable<number | null | undefined>,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<PostActivity> {
  return userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId) =>
      userId
        ? bus.channel$(channels.user(userId)).pipe(
            filter(isActivity),
            map((signal) => ({ type: signal.event.type, data: signal.event.data }) as PostActivity),
          )
        : EMPTY,
    ),
    share(),
  );
}

export const postActivity$ = postActivityStream(siteLogin$.pipe(map((login) => login.userId)));
