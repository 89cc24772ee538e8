// The lead stories of /news (焦点): the banner picks as a carousel that turns every 5 s, swipes on a phone and
// shows its dots; on a desktop the picks' titles stand beside it, the one showing marked, hovering one shows it.
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { SiteLink } from '../../components/site-link';
import { TURN_MS, turn } from '../home/banner-carousel';
import { NewsCover } from './news-cover';
import { articleHref, type NewsItem } from './news-row';

/** How far a finger must travel sideways (px) for a swipe rather than a tap. */
const SWIPE_PX = 40;

export function NewsLead({ items }: { items: NewsItem[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  // A swipe ends over a link: its click must not open the article.
  const swiped = useRef(false);
  const count = items.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => turn(i, count, 1)), TURN_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const current = items[Math.min(index, count - 1)]!;

  const down = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const up = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
    swiped.current = true;
    setIndex((i) => turn(i, count, dx < 0 ? 1 : -1));
  };

  return (
    <section
      data-testid="news-lead"
      aria-label="焦点新闻"
      className="overflow-hidden rounded-lg bg-white shadow-sm lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div
        data-testid="news-banner"
        className="relative aspect-video touch-pan-y select-none overflow-hidden bg-header"
        onPointerDown={down}
        onPointerUp={up}
        onPointerCancel={() => {
          start.current = null;
        }}
        onClickCapture={(e) => {
          if (swiped.current) e.preventDefault();
          swiped.current = false;
        }}
      >
        {items.map((item, i) => (
          <SiteLink
            key={item.id}
            href={articleHref(item.id)}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            // A link drags by default, and a drag cancels the pointer: the swipe would never end.
            draggable={false}
            className={`absolute inset-0 block transition-opacity duration-700 ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            <NewsCover src={item.cover} alt={item.title} className="size-full" />
          </SiteLink>
        ))}
        {count > 1 && (
          <div className="absolute right-3 bottom-3 flex gap-1.5 rounded-full bg-black/25 px-2 py-1.5">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                data-testid="news-banner-dot"
                aria-label={`第 ${i + 1} 条：${item.title}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={`h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/60 hover:bg-white'}`}
              />
            ))}
          </div>
        )}
      </div>
      {/* A phone: the showing story's title under its picture. */}
      <SiteLink
        href={articleHref(current.id)}
        data-testid="news-banner-title"
        className="block px-3 py-2.5 lg:hidden"
      >
        <p className="line-clamp-2 text-base font-bold leading-snug text-neutral-900">
          {current.title}
        </p>
      </SiteLink>
      {/* A desktop: every lead story's title beside the picture. */}
      <ol className="hidden min-w-0 flex-col justify-center divide-y divide-neutral-100 px-4 lg:flex">
        {items.map((item, i) => (
          <li key={item.id}>
            <SiteLink
              href={articleHref(item.id)}
              onMouseEnter={() => setIndex(i)}
              onFocus={() => setIndex(i)}
              className={`flex items-start gap-2 border-l-2 py-3 pl-3 text-[15px] leading-snug ${
                i === index
                  ? 'border-brand-500 font-bold text-brand-600'
                  : 'border-transparent text-neutral-800 hover:text-brand-600'
              }`}
            >
              <span className="mt-px shrink-0 rounded bg-brand-50 px-1.5 text-xs leading-5 font-normal text-brand-600">
                {item.columnName}
              </span>
              <span className="line-clamp-2 min-w-0">{item.title}</span>
            </SiteLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
