// The horn marquee under the site header on every page: each horn scrolls across once (喇叭, nick name:
// content, a link to the room it came from), one after another; a page load replays the last 5 minutes'.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hornArrivals$ } from '../../streams/horn';
import { HornIcon } from '../features/horn/horn-icon';
import { arrive, emptyMarquee, finish, type Marquee } from '../features/horn/marquee-queue';
import { SiteLink } from './site-link';

/** Scroll speed: a long horn takes longer, at a pace a reader can follow. */
const PX_PER_SECOND = 110;
const MIN_SCROLL_MS = 6_000;
/** Without motion (prefers-reduced-motion) a horn stands still this long. */
const STILL_MS = 6_000;

/**
 * The queue outlives the component: pages of another layout mount a new header, and the horn playing
 * or already shown must not start over or replay there.
 */
let remembered: Marquee = emptyMarquee;

export function HornMarquee() {
  const [marquee, setMarquee] = useState(() => remembered);
  useEffect(() => {
    remembered = marquee;
  }, [marquee]);
  const track = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sub = hornArrivals$.subscribe((horns) => setMarquee((m) => arrive(m, horns)));
    return () => sub.unsubscribe();
  }, []);

  const current = marquee.current;
  // Before paint, so the line never shows a frame at its resting place on the left.
  useLayoutEffect(() => {
    if (!current || !track.current || !line.current) return;
    const done = () => setMarquee(finish);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      const timer = setTimeout(done, STILL_MS);
      return () => clearTimeout(timer);
    }
    const from = track.current.clientWidth;
    const distance = from + line.current.scrollWidth;
    const animation = line.current.animate(
      [
        { transform: `translateX(${from}px)` },
        { transform: `translateX(-${line.current.scrollWidth}px)` },
      ],
      { duration: Math.max(MIN_SCROLL_MS, (distance / PX_PER_SECOND) * 1000), easing: 'linear' },
    );
    animation.onfinish = done;
    return () => animation.cancel();
  }, [current]);

  if (!current) return null;
  const body = (
    <>
      <span className="font-semibold text-amber-200">{current.nickName}</span>
      <span className="text-white/70">：</span>
      <span>{current.content}</span>
      {current.roomId ? <span className="ml-2 text-xs text-amber-200/80">进入直播间 ›</span> : null}
    </>
  );
  return (
    <div
      data-testid="horn-marquee"
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute inset-x-0 top-full flex justify-center"
    >
      <div className="pointer-events-auto mx-auto mt-1.5 flex h-8 w-content max-w-[calc(100vw-2rem)] items-center overflow-hidden rounded-full bg-gradient-to-r from-brand-600/95 via-accent-500/95 to-brand-600/95 pl-3 text-sm text-white shadow-lg ring-1 ring-white/20">
        <span className="z-10 flex shrink-0 items-center gap-1 pr-3 font-semibold text-amber-100">
          <HornIcon />
          喇叭
        </span>
        <div ref={track} className="relative h-full flex-1 overflow-hidden">
          <div
            ref={line}
            key={current.id ?? current.at}
            data-testid="horn-line"
            className="absolute top-0 left-0 flex h-full items-center whitespace-nowrap"
          >
            {current.roomId ? (
              <SiteLink href={`/live/room/${current.roomId}`} className="hover:underline">
                {body}
              </SiteLink>
            ) : (
              body
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
