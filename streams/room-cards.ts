// roomCards$(cards): a list of room cards kept live — each room's status and viewers from its room:<id> channel,
// and the bound matches' scores from the two scores channels (two joins, however many cards).
import {
  distinctUntilChanged,
  filter,
  map,
  merge,
  type Observable,
  of,
  scan,
  startWith,
} from 'rxjs';
import type { RoomCard } from '../contract/calls/room';
import { type ChannelEvent, channels, matchTypes } from '../contract/channels';
import { type Channels, siteChannels } from './channel';

/** The card after one push; cards the push is not about come back unchanged (same object). */
export function applyToCard(card: RoomCard, event: ChannelEvent): RoomCard {
  switch (event.type) {
    case 'room.status': {
      if (event.data.roomId !== card.roomId) return card;
      // 'up' and 'down' are the old names of waiting and offline.
      const status =
        event.data.status === 'up'
          ? 'waiting'
          : event.data.status === 'down'
            ? 'offline'
            : event.data.status;
      return {
        ...card,
        status,
        title: event.data.title ?? card.title,
        viewers: status === 'offline' ? 0 : card.viewers,
      };
    }
    case 'room.viewers':
      if (event.data.roomId !== card.roomId || card.status === 'offline') return card;
      return { ...card, viewers: event.data.viewers };
    case 'match.score': {
      const match = card.match;
      if (!match || match.id !== event.data.matchId || !event.channel.endsWith(match.matchType))
        return card;
      return {
        ...card,
        match: {
          ...match,
          home: { ...match.home, score: event.data.homeScore },
          away: { ...match.away, score: event.data.awayScore },
        },
      };
    }
    case 'match.state': {
      const match = card.match;
      if (!match || match.id !== event.data.matchId || !event.channel.endsWith(match.matchType))
        return card;
      return { ...card, match: { ...match, state: event.data.state } };
    }
    default:
      return card;
  }
}

/** The cards as they change. A missed push (a resync) leaves a card as last known until the list reloads. */
export function roomCards$(
  cards: RoomCard[],
  bus: Pick<Channels, 'channel$'> = siteChannels,
): Observable<RoomCard[]> {
  if (cards.length === 0) return of(cards);
  const names = [
    ...cards.map((c) => channels.room(c.roomId)),
    ...(cards.some((c) => c.match) ? matchTypes.map((t) => channels.scores(t)) : []),
  ];
  return merge(...names.map((name) => bus.channel$(name))).pipe(
    filter((signal) => signal.kind === 'event'),
    map((signal) => signal.event),
    scan((list, event) => {
      let changed = false;
      const next = list.map((card) => {
        const after = applyToCard(card, event);
        changed ||= after !== card;
        return after;
      });
      return changed ? next : list;
    }, cards),
    startWith(cards),
    distinctUntilChanged(),
  );
}
