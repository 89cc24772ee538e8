// The captcha's picture panel: the background at its shown size, refresh, loading and unavailable states, the result line.
import type { ReactNode } from 'react';
import { RefreshIcon } from './icons';
import { imageSource } from './image-source';

export type ResultStatus = 'success' | 'failure' | '';

interface FrameProps {
  width: number;
  height: number;
  image: string | undefined;
  loading: boolean;
  /** The message to show instead of a challenge (the server's repMsg), or null. */
  unavailable: string | null;
  onRefresh?: () => void;
  /** Laid over the background: the piece, click markers, the result line. */
  children?: ReactNode;
  onImageClick?: (x: number, y: number) => void;
}

export function CaptchaFrame({
  width,
  height,
  image,
  loading,
  unavailable,
  onRefresh,
  children,
  onImageClick,
}: FrameProps) {
  return (
    <div
      className="relative overflow-hidden rounded bg-neutral-100 select-none"
      style={{ width, height }}
    >
      {image && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a point captcha is pointer-only by nature; the slider has its own control
        <img
          data-testid="captcha-image"
          src={imageSource(image)}
          alt="验证码图片"
          draggable={false}
          onClick={
            onImageClick &&
            ((e) => {
              const box = e.currentTarget.getBoundingClientRect();
              onImageClick(e.clientX - box.left, e.clientY - box.top);
            })
          }
          className={`block size-full max-w-none ${onImageClick ? 'cursor-pointer' : ''} ${
            loading ? 'opacity-40' : ''
          }`}
        />
      )}
      {children}
      {loading && (
        <div className="absolute inset-0 flex items-center justify-center text-xs text-neutral-500">
          <span className="size-6 animate-spin rounded-full border-2 border-neutral-300 border-t-brand-500" />
          <span className="sr-only">加载中</span>
        </div>
      )}
      {unavailable !== null && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-neutral-100/90 px-6 text-center text-sm text-neutral-600">
          <p data-testid="captcha-unavailable">{unavailable}</p>
        </div>
      )}
      {onRefresh && (
        <button
          type="button"
          title="换一张"
          aria-label="换一张"
          data-testid="captcha-refresh"
          onClick={onRefresh}
          className="absolute top-1.5 right-1.5 z-10 flex size-7 items-center justify-center rounded-full bg-black/30 text-white transition hover:bg-black/50"
        >
          <RefreshIcon />
        </button>
      )}
    </div>
  );
}

/** The line across the bottom of the picture: green on a pass, red on a failure (spec §4). */
export function ResultLine({ status, text }: { status: ResultStatus; text: string }) {
  return (
    <p
      data-testid="captcha-result"
      data-status={status}
      role="status"
      className={`absolute inset-x-0 bottom-0 h-7 text-center text-[13px] leading-7 text-white transition-transform duration-200 ${
        status === 'success' ? 'bg-emerald-500/90' : status === 'failure' ? 'bg-brand-500/90' : ''
      } ${status && text ? 'translate-y-0' : 'translate-y-full'}`}
    >
      {text}
    </p>
  );
}
