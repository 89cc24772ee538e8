// A post's pictures as 虎扑 and 微博 lay them out: one alone at its own shape (capped), two and four in two
// columns, the rest in three; square tiles cropped to the middle. A tap opens the full-screen viewer. A
// picture that fails to load leaves a grey tile saying so, never a broken image.
import { useState } from 'react';
import { PictureGone } from './picture-gone';
import { PictureViewer } from './picture-viewer';

export function PictureGrid({ pics }: { pics: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  if (pics.length === 0) return null;
  const columns =
    pics.length === 1 ? '' : pics.length === 2 || pics.length === 4 ? 'grid-cols-2' : 'grid-cols-3';
  return (
    <>
      <div
        data-testid="post-pics"
        className={pics.length === 1 ? 'mt-2' : `mt-2 grid max-w-[28rem] gap-1 ${columns}`}
      >
        {pics.map((src, i) => (
          <button
            key={src}
            type="button"
            aria-label={`查看第 ${i + 1} 张图片`}
            data-testid="post-pic"
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              setOpen(i);
            }}
            className={
              pics.length === 1
                ? 'block overflow-hidden rounded-md bg-neutral-100'
                : 'block aspect-square overflow-hidden rounded-md bg-neutral-100'
            }
          >
            {gone.has(src) ? (
              <PictureGone
                className={`bg-neutral-100 text-neutral-400 ${pics.length === 1 ? 'h-32 w-44' : 'size-full'}`}
              />
            ) : (
              <img
                src={src}
                alt=""
                loading="lazy"
                onError={() => setGone((was) => new Set(was).add(src))}
                className={
                  pics.length === 1
                    ? 'max-h-72 max-w-[16rem] object-cover sm:max-w-[20rem]'
                    : 'size-full object-cover'
                }
              />
            )}
          </button>
        ))}
      </div>
      {open !== null && <PictureViewer pics={pics} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
