// Big gifts (animated) over the video: each new one, whoever sent it, plays a 3 s CSS keyframes effect
// with the gift's icon and name; several in a row play one after another.
import { useEffect, useRef, useState } from 'react';
import type { GiftPush, RoomLine } from '../../../../streams/live-room';
import { GiftIcon } from './gift-icon';

/** How long one effect plays. */
export const GIFT_EFFECT_MS = 3_000;
/** Effects waiting beyond this many are dropped (a flood of rockets should not play for minutes). */
const QUEUE_MAX = 10;

const keyframes = `@keyframes qiulive-gift-effect {
  0% { transform: translate(-50%, 40px) scale(0.4); opacity: 0; }
  15% { transform: translate(-50%, 0) scale(1.15); opacity: 1; }
  25% { transform: translate(-50%, 0) scale(1); }
  80% { transform: translate(-50%, -10px) scale(1); opacity: 1; }
  100% { transform: translate(-50%, -60px) scale(0.9); opacity: 0; }
}`;

export function GiftEffects({ lines }: { lines: RoomLine[] }) {
  const seen = useRef<Set<string> | null>(null);
  const [queue, setQueue] = useState<{ key: string; gift: GiftPush }[]>([]);

  useEffect(() => {
    // Gifts already in the room when the page opened do not play.
    if (seen.current === null) {
      seen.current = new Set(lines.map((l) => l.key));
      return;
    }
    const known = seen.current;
    const fresh: { key: string; gift: GiftPush }[] = [];
    for (const l of lines) {
      if (known.has(l.key)) continue;
      known.add(l.key);
      if (l.kind === 'gift' && l.gift.animated) fresh.push({ key: l.key, gift: l.gift });
    }
    if (fresh.length > 0) setQueue((q) => [...q, ...fresh].slice(0, QUEUE_MAX));
  }, [lines]);

  const playing = queue[0];
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), GIFT_EFFECT_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  if (!playing) return null;
  const { gift } = playing;
  return (
    <div className="pointer-events-none absolute inset-0 z-20 overflow-hidden">
      <style>{keyframes}</style>
      <div
        key={playing.key}
        data-testid="gift-effect"
        className="absolute top-1/3 left-1/2 flex items-center gap-3 rounded-full bg-gradient-to-r from-accent-500/90 to-brand-500/90 py-2 pr-6 pl-2 text-white shadow-2xl"
        style={{ animation: `qiulive-gift-effect ${GIFT_EFFECT_MS}ms ease-out forwards` }}
      >
        <GiftIcon icon={gift.icon} giftId={gift.giftId} animated className="size-16" />
        <div>
          <p className="text-sm opacity-90">{gift.nickName}</p>
          <p className="text-xl font-black">
            送出 {gift.giftName ?? '礼物'} ×{gift.count}
          </p>
        </div>
      </div>
    </div>
  );
}
