// A replay's or a clip's cover at 16:9: the recorded frame, or art drawn from its title when there is none
// (an expired replay has no cover left) or the picture fails, so a card never shows a broken image.
import { type ReactNode, useState } from 'react';
import { paletteOf } from '../../../contract/art/palette';
import { clockText } from './chapters';

function DrawnCover({ seed, title }: { seed: string; title: string }) {
  const { primary, secondary } = paletteOf(seed);
  const initial = [...title.trim()][0] ?? '球';
  return (
    <div
      data-testid="drawn-cover"
      className="flex size-full items-center justify-center text-4xl font-black text-white/90"
      style={{ background: `linear-gradient(135deg, ${primary}, ${secondary})` }}
    >
      {initial}
    </div>
  );
}

export function Cover({
  src,
  seed,
  title,
  durationSeconds,
  dim = false,
  children,
}: {
  src: string;
  /** What the drawn art's colours come from (stable per replay or clip). */
  seed: string;
  title: string;
  durationSeconds?: number;
  /** Greyed (已过期). */
  dim?: boolean;
  /** Badges over the picture. */
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={`relative aspect-video overflow-hidden bg-neutral-200 ${dim ? 'grayscale opacity-70' : ''}`}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          className="size-full object-cover transition group-hover:scale-105"
        />
      ) : (
        <DrawnCover seed={seed} title={title} />
      )}
      {durationSeconds !== undefined && durationSeconds > 0 && (
        <span
          data-testid="cover-duration"
          className="absolute right-1.5 bottom-1.5 rounded bg-black/60 px-1.5 py-0.5 font-mono text-[11px] text-white"
        >
          {clockText(durationSeconds)}
        </span>
      )}
      {children}
    </div>
  );
}
