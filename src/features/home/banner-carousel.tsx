// The home banner carousel: server banners that turn every 5 s, with dots and arrows, each following the jump rule.
import { useEffect, useState } from 'react';
import type { AdvertItem } from '../../../contract/calls/advert';
import { AdvertLink } from '../../components/advert-link';

export const TURN_MS = 5000;

/** The slide after (step 1) or before (step -1) index i of n, wrapping around. */
export const turn = (i: number, n: number, step: 1 | -1) => (n === 0 ? 0 : (i + step + n) % n);

export function BannerCarousel({ banners }: { banners: AdvertItem[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => turn(i, count, 1)), TURN_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const arrow =
    'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-xl text-white opacity-0 transition group-hover:opacity-100 hover:bg-black/50';

  return (
    <section
      data-testid="banner-carousel"
      aria-label="焦点图"
      className="group relative aspect-[3/1] overflow-hidden rounded-lg bg-header shadow-sm lg:aspect-auto lg:h-[400px]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {banners.map((banner, i) => (
        <AdvertLink
          key={banner.id}
          advert={banner}
          className={`absolute inset-0 block transition-opacity duration-700 ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        >
          <img
            src={banner.imageUrl}
            alt={banner.title}
            data-testid="banner-slide"
            data-active={i === index}
            // The first slide is the home page's largest paint on a phone: fetched at high priority (and so is the
            // preload the server's drawing announces it with); the others wait behind the page's own content.
            fetchPriority={i === 0 ? 'high' : 'low'}
            className="size-full object-cover"
            draggable={false}
          />
        </AdvertLink>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="上一张"
            className={`${arrow} left-4`}
            onClick={() => setIndex(turn(index, count, -1))}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="下一张"
            className={`${arrow} right-4`}
            onClick={() => setIndex(turn(index, count, 1))}
          >
            ›
          </button>
          <div className="absolute bottom-4 left-1/2 flex -translate-x-1/2 gap-2">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={banner.title}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={`h-1.5 rounded-full transition-all ${i === index ? 'w-8 bg-white' : 'w-4 bg-white/50 hover:bg-white/80'}`}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
