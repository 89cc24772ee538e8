// roomCards$: status and viewers of each room from its own channel, scores of bound matches, nothing else touched.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { RoomCard } from '../contract/calls/room';
import type { ChannelEvent } from '../contract/events';
import { matchItem } from '../tests/fixtures/match-item';
import type { ChannelSignal } from './channel';
import { roomCards$ } from './room-cards';

const card = (roomId: number, patch: Partial<RoomCard> = {}): RoomCard => ({
  roomId,
  anchor: { id: roomId + 100, nickName: `主播${roomId}`, portrait: '', level: 1 },
  title: `房间${roomId}`,
  cover: '',
  navId: 1,
  status: 'live',
  viewers: 5,
  match: null,
  ...patch,
});

let seq = 0;
const push = (channel: string, type: ChannelEvent['type'], data: unknown): ChannelSignal => ({
  kind: 'event',
  event: { channel, seq: ++seq, type, data, at: 0 } as ChannelEvent,
});

function fixture(cards: RoomCard[]) {
  const subjects = new Map<string, Subject<ChannelSignal>>();
  const channel$ = (name: string) => {
    const s = subjects.get(name) ?? new Subject<ChannelSignal>();
    subjects.set(name, s);
    return s;
  };
  const seen: RoomCard[][] = [];
  roomCards$(cards, { channel$ }).subscribe((list) => seen.push(list));
  return { subjects, seen, latest: () => seen.at(-1)! };
}

describe('roomCards$', () => {
  it('joins one channel per room, and the scores channels only when a match is bound', () => {
    expect([...fixture([card(1), card(2)]).subjects.keys()]).toEqual(['room:1', 'room:2']);
    const withMatch = fixture([card(1, { match: { ...matchItem(9), matchType: 'football' } })]);
    expect([...withMatch.subjects.keys()]).toEqual([
      'room:1',
      'scores:football',
      'scores:basketball',
    ]);
  });

  it('applies room.status and room.viewers to their own room only', () => {
    const f = fixture([card(1), card(2, { status: 'offline', viewers: 0 })]);
    f.subjects.get('room:2')!.next(push('room:2', 'room.status', { roomId: 2, status: 'live' }));
    expect(f.latest().map((c) => c.status)).toEqual(['live', 'live']);
    f.subjects.get('room:2')!.next(push('room:2', 'room.viewers', { roomId: 2, viewers: 7 }));
    expect(f.latest().map((c) => c.viewers)).toEqual([5, 7]);
    f.subjects.get('room:1')!.next(push('room:1', 'room.status', { roomId: 1, status: 'down' }));
    expect(f.latest()[0]).toMatchObject({ status: 'offline', viewers: 0 });
    // An offline room ignores a late viewer count.
    f.subjects.get('room:1')!.next(push('room:1', 'room.viewers', { roomId: 1, viewers: 3 }));
    expect(f.latest()[0]!.viewers).toBe(0);
  });

  it("updates a bound match's score from its sport's channel, not the other sport's", () => {
    const f = fixture([card(1, { match: { ...matchItem(9), matchType: 'football' } })]);
    const before = f.seen.length;
    f.subjects
      .get('scores:basketball')!
      .next(push('scores:basketball', 'match.score', { matchId: 9, homeScore: 80, awayScore: 70 }));
    expect(f.seen.length).toBe(before);
    f.subjects
      .get('scores:football')!
      .next(push('scores:football', 'match.score', { matchId: 9, homeScore: 2, awayScore: 1 }));
    expect(f.latest()[0]!.match).toMatchObject({ home: { score: 2 }, away: { score: 1 } });
  });
});
