// 我的关注's live lists: one board per sport from the attention call, with that sport's channel seq, kept
// in the server's order (live first) while pushes move kick-off times.
import { describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../../contract/events';
import { followedBoardOf, reduceFollowed } from '../../streams/followed';
import { matchItem } from '../fixtures/match-item';

const item = (id: number, kickoffAt: number, matchType: 'football' | 'basketball') => ({
  ...matchItem(id, { kickoffAt, round: '' }),
  matchType,
});

const answer = {
  success: true as const,
  code: 200,
  msg: 'ok',
  data: {
    seq: { football: 41, basketball: 7 },
    // Live first (8 kicked off earlier than 5 would sort by kick-off, the server puts live first).
    matches: [item(8, 3_000, 'football'), item(5, 1_000, 'football'), item(6, 2_000, 'basketball')],
  },
};

describe('followedBoardOf', () => {
  it('keeps one sport, in the server’s order, with that sport’s seq', () => {
    const football = followedBoardOf('football', answer);
    const basketball = followedBoardOf('basketball', answer);
    if (!football.success || !basketball.success) throw new Error('expected boards');
    expect(football.data.order).toEqual([8, 5]);
    expect(football.seq).toBe(41);
    expect(football.data.rows.get(8)).not.toHaveProperty('matchType');
    expect(basketball.data.order).toEqual([6]);
    expect(basketball.seq).toBe(7);
  });

  it('passes a failure on', () => {
    const failed = {
      success: false as const,
      code: 10003,
      msg: '请先登录',
      data: null,
      status: 401,
    };
    expect(followedBoardOf('football', failed)).toEqual(failed);
  });
});

describe('reduceFollowed', () => {
  it('applies pushes but keeps the list’s order when a kick-off moves', () => {
    const loaded = followedBoardOf('football', answer);
    if (!loaded.success) throw new Error('expected a board');
    const moved = reduceFollowed(loaded.data, {
      channel: 'scores:football',
      seq: 42,
      type: 'match.state',
      data: { matchId: 5, state: 1, kickoffAt: 9_000 },
      at: 2_000,
    } as ChannelEvent);
    expect(moved.rows.get(5)?.kickoffAt).toBe(9_000);
    expect(moved.order).toEqual([8, 5]);
  });
});
