// One room in a list: cover (or a placeholder drawn from the anchor's name), live badge and viewers, title,
// anchor, and the bound match's teams and score.
import type { RoomCard } from '../../../contract/calls/room';
import { SiteLink } from '../../components/site-link';

/** Counts as Chinese sites show them: 12345 → 1.2万, never rounded up (19999 is 1.9万, not 2.0万). */
export const viewerText = (n: number) =>
  n >= 10_000 ? `${(Math.floor(n / 1_000) / 10).toFixed(1)}万` : String(n);

const TONES = [
  'from-brand-500 to-accent-500',
  'from-sky-500 to-indigo-500',
  'from-emerald-500 to-teal-500',
  'from-amber-500 to-orange-500',
  'from-rose-500 to-pink-500',
];

export const roomHref = (roomId: number) => `/live/room/${roomId}`;

function Cover({ card }: { card: RoomCard }) {
  if (card.cover) return <img src={card.cover} alt="" className="size-full object-cover" />;
  return (
    <div
      className={`flex size-full items-center justify-center bg-gradient-to-br ${TONES[card.roomId % TONES.length]} text-4xl font-black text-white/90`}
    >
      {card.anchor.nickName.slice(0, 1)}
    </div>
  );
}

const statusBadge = {
  live: { text: '直播中', className: 'bg-brand-500 text-white' },
  waiting: { text: '即将开播', className: 'bg-amber-400 text-white' },
  offline: { text: '未开播', className: 'bg-black/50 text-white/90' },
} as const;

export function RoomCardView({ card }: { card: RoomCard }) {
  const badge = statusBadge[card.status];
  const m = card.match;
  return (
    <SiteLink
      href={roomHref(card.roomId)}
      data-testid="room-card"
      data-room-id={card.roomId}
      data-status={card.status}
      className="group block overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-transparent transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
    >
      <div className="relative aspect-video overflow-hidden bg-neutral-200">
        <Cover card={card} />
        <span
          data-testid="room-card-status"
          className={`absolute left-2 top-2 rounded px-1.5 py-0.5 text-xs font-medium ${badge.className}`}
        >
          {badge.text}
        </span>
        {card.status !== 'offline' && (
          <span
            data-testid="room-card-viewers"
            className="absolute right-2 top-2 rounded bg-black/50 px-1.5 py-0.5 text-xs text-white"
          >
            {viewerText(card.viewers)} 人在看
          </span>
        )}
        {m && (
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-gradient-to-t from-black/70 to-transparent px-2 pb-1.5 pt-5 text-xs text-white">
            <span className="truncate">{m.home.name}</span>
            <span data-testid="room-card-score" className="font-mono font-bold">
              {m.state === 1 ? 'VS' : `${m.home.score} - ${m.away.score}`}
            </span>
            <span className="truncate">{m.away.name}</span>
          </div>
        )}
      </div>
      <div className="px-3 py-2">
        <p className="truncate text-sm font-medium text-neutral-900 group-hover:text-brand-600">
          {card.title || `${card.anchor.nickName}的直播间`}
        </p>
        <p data-testid="room-card-anchor" className="mt-0.5 truncate text-xs text-neutral-500">
          {card.anchor.nickName}
        </p>
      </div>
    </SiteLink>
  );
}
