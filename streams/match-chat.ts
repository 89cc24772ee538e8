// A match chat's live side: the match.chat pushes of match:<type>:<id> (the channel the match centre already
// follows, so no second join), and each (re)join, after which the page reloads the newest history page.
import { filter, map, type Observable } from 'rxjs';
import type { MatchChatLine } from '../contract/calls/match-chat';
import { channels, type MatchType } from '../contract/channels';
import { type Channels, siteChannels } from './channel';

export type MatchChatSignal = { kind: 'line'; line: MatchChatLine } | { kind: 'joined' };

export function matchChatPushes$(
  type: MatchType,
  matchId: number,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<MatchChatSignal> {
  return bus.channel$(channels.match(type, matchId)).pipe(
    filter(
      (s) =>
        s.kind === 'joined' ||
        s.kind === 'resync' ||
        (s.kind === 'event' && s.event.type === 'match.chat'),
    ),
    map((s): MatchChatSignal => {
      if (s.kind === 'event' && s.event.type === 'match.chat')
        return { kind: 'line', line: s.event.data };
      return { kind: 'joined' };
    }),
  );
}

/** Adds lines in id order, dropping ones already held (a history page and a push may overlap). */
export function mergeChatLines(
  held: MatchChatLine[],
  more: MatchChatLine[],
  max = 300,
): MatchChatLine[] {
  const seen = new Set(held.map((l) => l.id));
  const fresh = more.filter((l) => !seen.has(l.id));
  if (fresh.length === 0) return held;
  return [...held, ...fresh].sort((a, b) => a.id - b.id).slice(-max);
}
