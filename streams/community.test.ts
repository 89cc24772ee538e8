// The community's streams: a circle's post.new only, on circle:<id>; my posts' comments and likes on
// user:<id>, following the login (nothing while logged out, the new user's channel after a switch).
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChannelSignal } from './channel';
import { circleNewPosts$, type PostActivity, postActivityStream } from './community';

const event = (channel: string, seq: number, type: string, data: object): ChannelSignal =>
  ({ kind: 'event', event: { channel, seq, type, data, at: 1 } }) as ChannelSignal;

function fakeBus() {
  const subjects = new Map<string, Subject<ChannelSignal>>();
  const asked: string[] = [];
  const bus = {
    channel$: (name: string) => {
      asked.push(name);
      if (!subjects.has(name)) subjects.set(name, new Subject<ChannelSignal>());
      return subjects.get(name)!;
    },
  } as never;
  return { bus, asked, to: (name: string) => subjects.get(name)! };
}

describe('circleNewPosts$', () => {
  it('gives the circle channel’s post.new events and nothing else', () => {
    const { bus, asked, to } = fakeBus();
    const seen: number[] = [];
    const sub = circleNewPosts$(7, bus).subscribe((p) => seen.push(p.postId));
    expect(asked).toEqual(['circle:7']);
    const newPost = { circleId: 7, postId: 41, userId: 3, nickName: '球迷', at: 1 };
    to('circle:7').next({ kind: 'joined', channel: 'circle:7', seq: 0 });
    to('circle:7').next(event('circle:7', 1, 'post.new', newPost));
    to('circle:7').next(event('circle:7', 2, 'chat.message', { text: 'x' }));
    to('circle:7').next(event('circle:7', 3, 'post.new', { ...newPost, postId: 42 }));
    expect(seen).toEqual([41, 42]);
    sub.unsubscribe();
  });
});

describe('postActivityStream', () => {
  it('follows the login: nothing logged out, my channel’s comments and likes when in', () => {
    const { bus, asked, to } = fakeBus();
    const login = new BehaviorSubject<number | null | undefined>(null);
    const seen: PostActivity[] = [];
    const sub = postActivityStream(login, bus).subscribe((a) => seen.push(a));
    expect(asked).toEqual([]);
    login.next(5);
    expect(asked).toEqual(['user:5']);
    const comment = {
      postId: 9,
      commentId: 1,
      fromUserId: 6,
      nickName: '对手球迷',
      content: '好帖',
      commentCount: 1,
      at: 1,
    };
    to('user:5').next(event('user:5', 1, 'post.comment', comment));
    to('user:5').next(event('user:5', 2, 'balance.change', { balance: 1, ticket: 0 }));
    to('user:5').next(
      event('user:5', 3, 'post.like', {
        postId: 9,
        fromUserId: 6,
        nickName: '对手球迷',
        likeCount: 1,
        at: 1,
      }),
    );
    expect(seen.map((a) => a.type)).toEqual(['post.comment', 'post.like']);
    login.next(8);
    expect(asked).toEqual(['user:5', 'user:8']);
    to('user:5').next(event('user:5', 4, 'post.comment', comment));
    expect(seen).toHaveLength(2);
    sub.unsubscribe();
  });
});
