// The OBS browser-source overlay: the room's chat lines fly across as barrage and gifts show as notices,
// over a transparent page so only the text lands on the stream.
import { useEffect, useState } from 'react';
import { type FeedLine, useChatFeed } from './chat-feed';

/** Horizontal lanes the barrage flies in; a line takes the lane its id picks, so neighbours rarely overlap. */
const LANES = 8;
const FLY_MS = 9_000;
const GIFT_MS = 6_000;

const keyframes = `@keyframes qiulive-fly{from{transform:translateX(0)}to{transform:translateX(calc(-100vw - 100%))}}
@keyframes qiulive-fade{0%{opacity:0;transform:translateY(8px)}10%,85%{opacity:1;transform:none}100%{opacity:0}}`;

const outline = { textShadow: '0 0 3px #000, 0 0 3px #000, 1px 1px 2px #000' };

/** Lines still on screen: each leaves once its animation has run. */
function useOnScreen(lines: FeedLine[], kind: 'gift' | 'text', ttl: number) {
  const [shown, setShown] = useState<FeedLine[]>([]);
  const [seen] = useState(() => new Set<string>());
  useEffect(() => {
    const fresh = lines.filter(
      (l) => (kind === 'gift') === (l.kind === 'gift') && !seen.has(`${l.kind}:${l.id}`),
    );
    if (fresh.length === 0) return;
    for (const l of fresh) seen.add(`${l.kind}:${l.id}`);
    setShown((s) => [...s, ...fresh]);
    const timer = setTimeout(() => setShown((s) => s.filter((l) => !fresh.includes(l))), ttl);
    return () => clearTimeout(timer);
  }, [lines, kind, ttl, seen]);
  return shown;
}

export function BarrageOverlay({ roomId }: { roomId: number }) {
  // No history: an overlay shows what is said while the stream is on, not what came before.
  const lines = useChatFeed(roomId, false);
  const flying = useOnScreen(lines, 'text', FLY_MS);
  const gifts = useOnScreen(lines, 'gift', GIFT_MS);

  return (
    <div
      data-testid="barrage-overlay"
      className="pointer-events-none fixed inset-0 overflow-hidden"
    >
      <style>{keyframes}</style>
      {flying.map((l) => (
        <p
          key={`${l.kind}:${l.id}`}
          data-testid="barrage-line"
          className="absolute left-full text-[26px] font-bold whitespace-nowrap text-white"
          style={{
            ...outline,
            top: `${4 + (l.id % LANES) * 9}vh`,
            animation: `qiulive-fly ${FLY_MS}ms linear forwards`,
          }}
        >
          <span className="text-amber-300">{l.nickName}：</span>
          {l.content}
        </p>
      ))}
      <ul className="absolute bottom-6 left-6 space-y-2">
        {gifts.map((g) => (
          <li
            key={`${g.kind}:${g.id}`}
            data-testid="barrage-gift"
            className="rounded-full bg-gradient-to-r from-brand-600/85 to-accent-500/70 px-4 py-1.5 text-xl font-semibold text-white"
            style={{ ...outline, animation: `qiulive-fade ${GIFT_MS}ms ease forwards` }}
          >
            <span className="text-amber-200">{g.nickName}</span> {g.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
