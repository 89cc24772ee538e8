// The full-screen picture viewer: one picture at a time on black, 左右 arrows (and ←/→ keys, and a swipe
// on a phone), its place as 2/9, closed by ×, Esc or a tap on the black.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PictureGone } from './picture-gone';

export function PictureViewer({
  pics,
  start,
  onClose,
}: {
  pics: string[];
  start: number;
  onClose(): void;
}) {
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState<string | null>(null);
  const touchX = useRef<number | null>(null);
  const go = (step: number) => setIndex((i) => Math.min(pics.length - 1, Math.max(0, i + step)));
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  });
  const arrow =
    'absolute top-1/2 hidden size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-3xl text-white hover:bg-white/20 disabled:opacity-20 sm:flex';
  return createPortal(
    <div
      role="dialog"
      aria-modal
      aria-label="查看图片"
      data-testid="picture-viewer"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-black/95 select-none"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={() => {}}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const from = touchX.current;
        const to = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (from === null || to === undefined || Math.abs(to - from) < 40) return;
        go(to < from ? 1 : -1);
      }}
    >
      {failed === pics[index] ? (
        <PictureGone className="h-48 w-72 max-w-[90vw] rounded-md bg-white/10 text-white/70" />
      ) : (
        <img
          key={pics[index]}
          src={pics[index]}
          alt={`图片 ${index + 1}`}
          data-testid="picture-viewer-image"
          onError={() => setFailed(pics[index] ?? null)}
          className="max-h-[88vh] max-w-[96vw] object-contain"
        />
      )}
      <span className="absolute top-4 left-1/2 -translate-x-1/2 font-mono text-sm text-white/80">
        {index + 1}/{pics.length}
      </span>
      <button
        type="button"
        aria-label="关闭"
        data-testid="picture-viewer-close"
        onClick={onClose}
        className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-3xl leading-none text-white/90 hover:bg-white/10"
      >
        ×
      </button>
      {pics.length > 1 && (
        <>
          <button
            type="button"
            aria-label="上一张"
            data-testid="picture-viewer-prev"
            disabled={index === 0}
            onClick={() => go(-1)}
            className={`${arrow} left-4`}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="下一张"
            data-testid="picture-viewer-next"
            disabled={index === pics.length - 1}
            onClick={() => go(1)}
            className={`${arrow} right-4`}
          >
            ›
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
