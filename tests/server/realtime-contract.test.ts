// The realtime contract itself: channel names parse one way only, and every event type has a payload schema.
import { describe, expect, it } from 'vitest';
import {
  channelEventSchema,
  channels,
  eventTypes,
  parseChannel,
  subscribeAck,
} from '../../contract/events';

describe('channel names', () => {
  it('parses each kind of channel into its parts', () => {
    expect(parseChannel('scores:football')).toEqual({
      kind: 'scores',
      matchType: 'football',
      name: 'scores:football',
    });
    expect(parseChannel('match:basketball:42')).toEqual({
      kind: 'match',
      matchType: 'basketball',
      matchId: 42,
      name: 'match:basketball:42',
    });
    expect(parseChannel('room:7')).toMatchObject({ kind: 'room', roomId: 7 });
    expect(parseChannel('user:3')).toMatchObject({ kind: 'user', userId: 3 });
    expect(parseChannel('circle:12')).toMatchObject({ kind: 'circle', circleId: 12 });
    expect(parseChannel('circle:012')).toBeNull();
    expect(parseChannel('plan:7')).toMatchObject({ kind: 'plan', planId: 7 });
    expect(parseChannel('plan:0')).toBeNull();
    expect(parseChannel('site')).toEqual({ kind: 'site', name: 'site' });
  });

  it('round-trips the names the builders make', () => {
    for (const name of [
      channels.scores('basketball'),
      channels.match('football', 9_007_199_254_740_991),
      channels.room(1),
      channels.user(12),
      channels.site,
    ]) {
      expect(parseChannel(name)?.name).toBe(name);
    }
  });

  it.each([
    'scores:Football',
    'match:football',
    'match:football:007',
    'match:football:9007199254740993',
    'room:0',
    'room: 1',
    'user:1:2',
    ' site',
    'room:1\n',
    `room:${'1'.repeat(70)}`,
    42,
    null,
  ])('refuses %j', (name) => {
    expect(parseChannel(name)).toBeNull();
  });
});

describe('event payloads', () => {
  const samples = {
    'match.state': { matchId: 1, state: 2 },
    'match.score': { matchId: 1, homeScore: 2, awayScore: 1, minute: 67 },
    'match.event': { matchId: 1, kind: 'goal', minute: 67, side: 'home', player: '武磊' },
    'odds.move': { matchId: 1, playType: 2, values: [0.95, 0.25, 0.9] },
    'match.stats': { matchId: 1, home: { possession: 55, shots: 9 }, away: { possession: 45 } },
    'match.lineups': {
      matchId: 1,
      players: [
        {
          playerId: 7,
          side: 'home',
          name: '武磊',
          shirtNumber: 7,
          position: 'ST',
          starter: true,
          captain: false,
        },
      ],
    },
    'match.boxScore': {
      matchId: 2,
      rows: [
        {
          playerId: 23,
          side: 'away',
          name: '勒布朗·詹姆斯',
          shirtNumber: 23,
          position: 'SF',
          starter: true,
          minutesPlayed: 35,
          points: 28,
          fieldGoalsScored: 11,
          fieldGoalsTotal: 20,
          fieldGoalsAccuracy: 55,
          threePoints: 6,
          threePointsScored: 2,
          threePointsTotal: 5,
          threePointsAccuracy: 40,
          freeThrowsScored: 4,
          freeThrowsTotal: 5,
          freeThrowsAccuracy: 80,
          rebounds: 8,
          offensiveRebounds: 1,
          defensiveRebounds: 7,
          assists: 9,
          steals: 1,
          blocks: 1,
          turnovers: 3,
          fouls: 2,
          assistRate: 38.5,
        },
      ],
    },
    'chat.message': { id: 1, roomId: 2, userId: 3, nickName: '球迷', content: '好球', at: 1 },
    'match.chat': {
      id: 1,
      matchId: 2,
      channel: 'football',
      userId: 3,
      nickName: '球迷',
      portrait: '',
      level: 4,
      content: '好球',
      at: 1,
    },
    gift: { roomId: 2, fromUserId: 3, nickName: '球迷', giftId: 4, count: 1 },
    horn: { userId: 3, nickName: '球迷', content: '喇叭' },
    barrage: { roomId: 2, content: '弹幕', userId: 3 },
    'room.status': { roomId: 2, status: 'live', title: '看球', liveAt: 1 },
    'room.viewers': { roomId: 2, viewers: 120 },
    'room.rank': { roomId: 2, anchorId: 5, top: [{ userId: 3, nickName: '球迷', amount: 10 }] },
    'room.entry': { roomId: 2, userId: 3, nickName: '球迷', nobility: 4 },
    'room.notice': { roomId: 2, notice: '文明观赛', slowModeSeconds: 5 },
    'room.ban': { roomId: 2, userId: 3, banned: true },
    'anchor.live': { roomId: 2, anchorId: 5, nickName: '主播', title: '开播了' },
    'balance.change': { balance: 10.5, ticket: 2 },
    'account.deleted': { userId: 3 },
    'user.sanction': { kind: 'mute', active: true, until: 1 },
    'site.notice': { text: '维护通知' },
    'catalogue.changed': { what: 'gifts', at: 1 },
    'advert.changed': { placeCode: 'home' },
    'news.breaking': { id: 7, title: '快讯', summary: '', at: 1, expiresAt: 2 },
    'post.comment': {
      postId: 3,
      commentId: 9,
      fromUserId: 4,
      nickName: '球迷',
      content: '说得好',
      commentCount: 1,
      at: 1,
    },
    'post.like': { postId: 3, fromUserId: 4, nickName: '球迷', likeCount: 2, at: 1 },
    'post.new': { circleId: 5, postId: 3, userId: 4, nickName: '球迷', at: 1 },
    'plan.new': {
      planId: 3,
      code: 'ABCDEF2345',
      expertId: 4,
      nickName: '专家老李',
      title: '英超焦点',
      price: 18,
      at: 1,
    },
    'plan.settled': {
      planId: 3,
      code: 'ABCDEF2345',
      title: '英超焦点',
      result: 'go',
      refunded: 18,
      at: 1,
    },
    'level.up': { level: 3, previous: 2, experience: 120 },
    'user.role': { isAnchor: 1, isExpert: 0 },
    'message.new': {
      message: {
        id: 7,
        kind: 'follow',
        tab: 'follow',
        actor: { id: 4, nickName: '球迷', portrait: '' },
        title: '球迷 关注了你',
        body: '',
        link: '/personal/4',
        read: false,
        createdAt: 1,
      },
      unread: {
        total: 1,
        kinds: {
          system: 0,
          reply: 0,
          like: 0,
          follow: 1,
          reserve: 0,
          live: 0,
          settle: 0,
          report: 0,
        },
        tabs: { reply: 0, like: 0, follow: 1, live: 0, system: 0 },
      },
    },
    'message.read': {
      unread: {
        total: 1,
        kinds: {
          system: 0,
          reply: 0,
          like: 0,
          follow: 1,
          reserve: 0,
          live: 0,
          settle: 0,
          report: 0,
        },
        tabs: { reply: 0, like: 0, follow: 1, live: 0, system: 0 },
      },
    },
  } as const;

  it('has a sample for every type, and each parses as a pushed event', () => {
    expect(Object.keys(samples).sort()).toEqual([...eventTypes].sort());
    for (const [type, data] of Object.entries(samples)) {
      const event = { channel: 'site', seq: 1, type, data, at: 1 };
      expect(channelEventSchema.parse(event)).toEqual(event);
    }
  });

  it('refuses a payload that does not fit its type', () => {
    const base = { channel: 'site', seq: 1, at: 1 };
    expect(
      channelEventSchema.safeParse({ ...base, type: 'match.score', data: { matchId: 1 } }).success,
    ).toBe(false);
    expect(
      channelEventSchema.safeParse({
        ...base,
        type: 'room.status',
        data: { roomId: 1, status: 'left' },
      }).success,
    ).toBe(false);
    expect(channelEventSchema.safeParse({ ...base, type: 'no.such', data: {} }).success).toBe(
      false,
    );
    expect(
      channelEventSchema.safeParse({ ...base, seq: 0, type: 'site.notice', data: { text: 'x' } })
        .success,
    ).toBe(false);
  });

  it('describes both ack shapes', () => {
    expect(subscribeAck.safeParse({ ok: true, channel: 'site', seq: 0, replay: [] }).success).toBe(
      true,
    );
    expect(
      subscribeAck.safeParse({ ok: true, channel: 'site', seq: 9, resync: true, replay: [] })
        .success,
    ).toBe(true);
    expect(subscribeAck.safeParse({ ok: false, code: 13002, msg: '频道不存在' }).success).toBe(
      true,
    );
    expect(subscribeAck.safeParse({ ok: true }).success).toBe(false);
  });
});
