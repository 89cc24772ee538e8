// A grid of room cards kept live: status and viewers pushed on each room's channel (roomCards$).
// Two columns on a phone, the desktop's three or four from a tablet up.
import { useMemo } from 'react';
import type { RoomCard } from '../../../contract/calls/room';
import { roomCards$ } from '../../../streams/room-cards';
import { useObservable } from '../../lib/use-observable';
import { RoomCardView } from './room-card';

export function RoomGrid({ cards, columns = 4 }: { cards: RoomCard[]; columns?: 3 | 4 }) {
  const live$ = useMemo(() => roomCards$(cards), [cards]);
  const live = useObservable(live$, cards);
  return (
    <div
      data-testid="room-grid"
      className={`grid grid-cols-2 gap-3 md:gap-4 ${columns === 4 ? 'md:grid-cols-3 lg:grid-cols-4' : 'md:grid-cols-3'}`}
    >
      {live.map((card) => (
        <RoomCardView key={card.roomId} card={card} />
      ))}
    </div>
  );
}
