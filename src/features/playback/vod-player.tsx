// The replay page's <video>: one source at a time (the replay's HLS or a clip's MP4), started at a given
// position, with 加载中 and spec §8's errors over it and 重试; the page reads the time through `onTime`.
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { PlayerFailure } from '../../../machines/player-errors';
import { attachVod, type VodSource } from './attach-vod';

export function VodPlayer({
  source,
  startAt,
  videoRef,
  poster,
  onTime,
  onRetry,
  children,
}: {
  source: VodSource;
  /** Where the source starts (seconds): a chapter's offset, the replay's place before a clip. */
  startAt: number;
  videoRef: RefObject<HTMLVideoElement | null>;
  poster?: string;
  onTime(seconds: number): void;
  /** 重试 beyond loading the source again (a paid clip's address may have expired: ask for a new one). */
  onRetry?: () => void;
  /** Layers over the video. */
  children?: ReactNode;
}) {
  const [failure, setFailure] = useState<PlayerFailure | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // One player at a time: a new source waits until the one before has let go of the element (hls.js
  // clears the element's src when it is destroyed, which would wipe a clip set up meanwhile).
  const chain = useRef<Promise<void>>(Promise.resolve());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source or 重试 asks for a new player; startAt is read once per source
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    setFailure(null);
    setLoading(true);
    const onMeta = () => {
      if (startAt > 0) video.currentTime = startAt;
      // Autoplay with sound may be refused: start muted, the viewer unmutes with the video's control.
      video.play().catch(() => {
        if (cancelled) return;
        video.muted = true;
        video.play().catch(() => undefined);
      });
    };
    const onPlaying = () => setLoading(false);
    const onTimeUpdate = () => onTime(video.currentTime);
    video.addEventListener('loadedmetadata', onMeta, { once: true });
    video.addEventListener('playing', onPlaying);
    video.addEventListener('canplay', onPlaying);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeked', onTimeUpdate);
    const failed = (f: PlayerFailure) => {
      setFailure(f);
      setLoading(false);
    };
    chain.current = chain.current.then(async () => {
      if (cancelled) return;
      const free = await attachVod(video, source, startAt, failed);
      if (cancelled) free();
      else stop = free;
    });
    return () => {
      cancelled = true;
      video.removeEventListener('loadedmetadata', onMeta);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('canplay', onPlaying);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeked', onTimeUpdate);
      stop?.();
      stop = null;
    };
  }, [source.kind, source.url, attempt]);

  return (
    <div
      data-testid="vod-player"
      data-source={source.kind}
      data-state={failure ? 'error' : loading ? 'loading' : 'playing'}
      className="relative aspect-video w-full overflow-hidden bg-black"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: recordings of live broadcasts have no caption track */}
      <video
        ref={videoRef}
        data-testid="vod-video"
        className="size-full object-contain"
        poster={poster || undefined}
        controls
        playsInline
        preload="metadata"
      />
      {children}
      {failure ? (
        <div
          data-testid="player-note"
          className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-black/60 px-8 text-center text-sm text-white"
        >
          <p role="alert" data-kind={failure.kind}>
            {failure.message}
          </p>
          <button
            type="button"
            data-testid="player-retry"
            onClick={() => {
              onRetry?.();
              setAttempt((n) => n + 1);
            }}
            className="rounded-full bg-brand-500 px-5 py-1.5 text-sm font-semibold hover:bg-brand-600"
          >
            重试
          </button>
        </div>
      ) : (
        loading && (
          <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center">
            <span className="size-8 animate-spin rounded-full border-2 border-white/30 border-t-white" />
          </div>
        )
      )}
    </div>
  );
}
