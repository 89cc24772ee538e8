// The anchor console's small rules: feed lines from pushes without repeats, the elapsed clock, the
// overlay's roomId search, and the application form's checks.
import { describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../../contract/events';
import { applyProblem } from '../../src/features/anchor/apply-form';
import { type FeedLine, lineOf, mergeLines } from '../../src/features/anchor/chat-feed';
import { formatElapsed } from '../../src/features/anchor/elapsed';
import { barrageSearch } from '../../src/routes/v/anchor/barrage-search';

const line = (id: number, kind: FeedLine['kind'] = 'chat'): FeedLine => ({
  id,
  userId: 7,
  nickName: '球迷',
  content: `第${id}条`,
  at: 1,
  kind,
});

describe('chat feed', () => {
  it('appends new lines, drops repeats, keeps the newest max', () => {
    const held = [line(1), line(2)];
    expect(mergeLines(held, [line(2), line(3)]).map((l) => l.id)).toEqual([1, 2, 3]);
    expect(mergeLines(held, [line(2)])).toBe(held);
    // A gift and a chat line may share an id: they are different lines.
    expect(mergeLines(held, [line(1, 'gift')])).toHaveLength(3);
    expect(mergeLines(held, [line(3), line(4)], 3).map((l) => l.id)).toEqual([2, 3, 4]);
  });

  it('turns chat and gift pushes into lines and ignores the rest', () => {
    const chat = {
      channel: 'room:1',
      seq: 5,
      at: 10,
      type: 'chat.message',
      data: {
        id: 9,
        roomId: 1,
        userId: 3,
        nickName: '甲',
        content: '好球',
        at: 8,
        kind: 'barrage',
      },
    } as ChannelEvent;
    expect(lineOf(chat)).toMatchObject({ id: 9, nickName: '甲', content: '好球', kind: 'barrage' });
    const gift = {
      channel: 'room:1',
      seq: 6,
      at: 11,
      type: 'gift',
      data: { roomId: 1, fromUserId: 3, nickName: '甲', giftId: 2, count: 5, giftName: '火箭' },
    } as ChannelEvent;
    expect(lineOf(gift)).toMatchObject({ id: 6, content: '送出 火箭 ×5', kind: 'gift', at: 11 });
    const viewers = {
      channel: 'room:1',
      seq: 7,
      at: 12,
      type: 'room.viewers',
      data: { roomId: 1, viewers: 3 },
    } as ChannelEvent;
    expect(lineOf(viewers)).toBeNull();
  });
});

describe('console helpers', () => {
  it('formats the time since going live', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(3_725_999)).toBe('01:02:05');
    expect(formatElapsed(-5_000)).toBe('00:00:00');
  });

  it('reads the overlay room id, dropping anything but a positive integer', () => {
    expect(barrageSearch.parse({ roomId: '12' })).toEqual({ roomId: 12 });
    expect(barrageSearch.parse({ roomId: 12 })).toEqual({ roomId: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', undefined])
      expect(barrageSearch.parse({ roomId: bad })).toEqual({});
  });

  it('checks the application form before sending', () => {
    const ok = { realName: '张小三', photos: ['/u/a.png'], categories: [1], intro: '' };
    expect(applyProblem(ok)).toBeNull();
    expect(applyProblem({ ...ok, realName: 'Tom' })).toContain('真实姓名');
    expect(applyProblem({ ...ok, photos: [] })).toBe('请上传证件照片');
    expect(applyProblem({ ...ok, categories: [] })).toBe('请选择意向分类');
    expect(applyProblem({ ...ok, intro: '球'.repeat(201) })).toContain('200');
  });
});
