// A new comment or like on my post reaches me at once on user:<id>, through a real socket.io client; my own
// like and comment on my own post tell nobody, and another user cannot listen on my channel. A circle's readers
// hear of new posts on circle:<id>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { calls, makeCircle, person } from './community-world';
import { testEngine } from './harness';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';

let rt: RealtimeApp;
let socket: Client;
beforeAll(async () => {
  rt = await startRealtimeApp();
});
afterAll(async () => {
  socket?.close();
  await rt.close();
});

describe(`community pushes on user:<id> (${testEngine()})`, () => {
  it('tells a post’s writer of a new comment and a new like, not of their own', async () => {
    const db = rt.database.db;
    const c = calls(rt.app);
    const circle = await makeCircle(db, '切尔西圈');
    const owner = await person(db, circle.id);
    const fan = await person(db);
    socket = await connectClient(rt.url, owner.token);
    const channel = channels.user(owner.user.id);
    const seen = recordEvents(socket);
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
    const stranger = await connectClient(rt.url, fan.token);
    expect(await ask(stranger, 'subscribe', { channel })).toMatchObject({ ok: false });
    stranger.close();

    const id = (await c.addPost({ circleId: circle.id, content: '蓝军加油' }, owner.token)).json()
      .data.id;
    // The writer's own like and comment are not news to them.
    await c.like(id, owner.token);
    await c.comment({ postId: id, type: 2, content: '自己顶一下' }, owner.token);
    const comment = (await c.comment({ postId: id, type: 2, content: '说得好' }, fan.token)).json()
      .data;
    await c.like(id, fan.token);
    // Each also leaves a message (消息中心) pushed as message.new: two per event.
    await seen.until(channel, 4);
    const activity = () => seen.of(channel).filter((e) => e.type !== 'message.new');
    const pushed = activity().map((e) => [e.type, e.data]);
    expect(pushed).toEqual([
      [
        'post.comment',
        {
          postId: id,
          commentId: comment.id,
          fromUserId: fan.user.id,
          nickName: fan.user.nickName,
          content: '说得好',
          commentCount: 2,
          at: expect.any(Number),
        },
      ],
      [
        'post.like',
        {
          postId: id,
          fromUserId: fan.user.id,
          nickName: fan.user.nickName,
          likeCount: 2,
          at: expect.any(Number),
        },
      ],
    ]);
    // Taking the like back is no news either: a later comment is the next event.
    await c.like(id, fan.token);
    await c.comment({ postId: id, type: 2, content: '再来' }, fan.token);
    await seen.until(channel, 6);
    expect(activity().map((e) => e.type)).toEqual(['post.comment', 'post.like', 'post.comment']);
    const messages = seen.of(channel).filter((e) => e.type === 'message.new');
    expect(messages.map((e) => e.type === 'message.new' && e.data.message.kind)).toEqual([
      'reply',
      'like',
      'reply',
    ]);
  });

  it('tells a circle’s readers, logged in or not, of each new post on circle:<id>', async () => {
    const db = rt.database.db;
    const c = calls(rt.app);
    const circle = await makeCircle(db, '热刺圈');
    const writer = await person(db, circle.id);
    const reader = await connectClient(rt.url);
    try {
      const channel = channels.circle(circle.id);
      const seen = recordEvents(reader);
      expect(await ask(reader, 'subscribe', { channel })).toMatchObject({ ok: true, seq: 0 });
      const first = (
        await c.addPost({ circleId: circle.id, content: '第一帖' }, writer.token)
      ).json().data;
      const second = (
        await c.addPost({ circleId: circle.id, content: '第二帖' }, writer.token)
      ).json().data;
      await seen.until(channel, 2);
      expect(seen.of(channel).map((e) => [e.type, e.data])).toEqual([
        [
          'post.new',
          {
            circleId: circle.id,
            postId: first.id,
            userId: writer.user.id,
            nickName: writer.user.nickName,
            at: Date.parse(first.createdAt),
          },
        ],
        [
          'post.new',
          {
            circleId: circle.id,
            postId: second.id,
            userId: writer.user.id,
            nickName: writer.user.nickName,
            at: Date.parse(second.createdAt),
          },
        ],
      ]);
    } finally {
      reader.close();
    }
  });
});
