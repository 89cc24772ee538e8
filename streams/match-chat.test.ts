// The match chat's live side: match.chat lines of match:<type>:<id> and a reload cue on each (re)join or
// resync, the match's other pushes ignored; lines merged by id without repeats, in order, capped.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MatchChatLine } from '../contract/calls/match-chat';
import type { ChannelSignal } from './channel';
import { type MatchChatSignal, matchChatPushes$, mergeChatLines } from './match-chat';

const line = (id: number, content = `第${id}条`): MatchChatLine => ({
  id,
  matchId: 5,
  channel: 'football',
  userId: 1,
  nickName: '球迷',
  portrait: '',
  level: 2,
  content,
  at: id,
});

describe('matchChatPushes$', () => {
  it('gives match.chat lines and a cue on each join, nothing for scores', () => {
    const subject = new Subject<ChannelSignal>();
    const asked: string[] = [];
    const bus = {
      channel$: (name: string) => {
        asked.push(name);
        return subject;
      },
    } as never;
    const seen: MatchChatSignal[] = [];
    const sub = matchChatPushes$('football', 5, bus).subscribe((s) => seen.push(s));
    expect(asked).toEqual(['match:football:5']);
    const ev = (seq: number, type: string, data: object) =>
      ({
        kind: 'event',
        event: { channel: 'match:football:5', seq, type, data, at: 1 },
      }) as ChannelSignal;
    subject.next({ kind: 'joined', channel: 'match:football:5', seq: 0 });
    subject.next(ev(1, 'match.score', { matchId: 5, homeScore: 1, awayScore: 0 }));
    subject.next(ev(2, 'match.chat', line(9)));
    subject.next({ kind: 'paused', channel: 'match:football:5' });
    expect(seen).toEqual([{ kind: 'joined' }, { kind: 'line', line: line(9) }]);
    sub.unsubscribe();
  });
});

describe('mergeChatLines', () => {
  it('adds new lines in id order, drops repeats, keeps the newest `max`', () => {
    const held = [line(1), line(3)];
    expect(mergeChatLines(held, [line(3)])).toBe(held);
    expect(mergeChatLines(held, [line(4), line(2)]).map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(mergeChatLines(held, [line(4), line(5)], 3).map((l) => l.id)).toEqual([3, 4, 5]);
  });
});
