// The room's video: the player machine drives one flv.js/hls.js player per (re)load; the states show as
// overlays (连接中, 缓冲中, 重新连接, the error with 重试); the measured delay feeds the spoiler guard.
import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { RoomStatusValue } from '../../../../contract/calls/room';
import { livePlayerMachine, type StreamSource } from '../../../../machines/live-player';
import { playerDelayMs$ } from '../spoiler';
import { attachStream } from './attach-stream';

const ACTIVE = ['loading', 'playing', 'stalled'] as const;

export function LivePlayer({
  play,
  status,
  offline,
  poster,
  children,
}: {
  play: StreamSource | null;
  status: RoomStatusValue;
  /** Shown until the first frame plays: the stream's latest frame (the room's cover while live). */
  poster?: string;
  /** What shows in place of the video while the room is not live. */
  offline: ReactNode;
  /** Layers over the video (barrage, gift effects). */
  children?: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // Starts offline: the effect below sends ONLINE once it sees play URLs, so the first load is counted once.
  const [snapshot, send] = useMachine(livePlayerMachine, { input: { source: null } });
  const state = snapshot.value;
  const { generation, failure, source, attempt } = snapshot.context;
  const active = (ACTIVE as readonly string[]).includes(state);

  // The room going live or offline (room.status pushes, play URLs fetched) drives the machine.
  const flv = status === 'live' ? (play?.flv ?? null) : null;
  const hls = play?.hls ?? null;
  useEffect(() => {
    if (flv) send({ type: 'ONLINE', source: { flv, hls } });
    else send({ type: 'OFFLINE' });
  }, [flv, hls, send]);

  // One player per generation (each load and reconnect), torn down when the machine leaves the playing states.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a new player
  useEffect(() => {
    const element = video.current;
    if (!element || !active || !source) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const onPlaying = () => send({ type: 'PLAYING' });
    const onWaiting = () => send({ type: 'STALLED' });
    element.addEventListener('playing', onPlaying);
    element.addEventListener('waiting', onWaiting);
    void attachStream(element, source, {
      failed: (f) => send({ type: 'FAILED', failure: f }),
      delay: (ms) => playerDelayMs$.next(ms),
    }).then((stopStream) => {
      if (cancelled) stopStream();
      else stop = stopStream;
    });
    return () => {
      cancelled = true;
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('waiting', onWaiting);
      stop?.();
      playerDelayMs$.next(0);
    };
  }, [generation, active, source, send]);

  return (
    <div
      data-testid="room-player"
      data-state={state}
      className="relative aspect-video w-full overflow-hidden bg-black"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a live stream has no caption track */}
      <video
        ref={video}
        data-testid="room-video"
        className={`size-full object-contain ${state === 'offline' ? 'hidden' : ''}`}
        poster={poster || undefined}
        controls
        playsInline
        autoPlay
      />
      {state === 'offline' && <div className="absolute inset-0">{offline}</div>}
      {state !== 'offline' && children}
      {(state === 'loading' || state === 'stalled') && (
        <PlayerNote text={state === 'loading' ? '正在连接直播…' : '缓冲中…'} spin />
      )}
      {state === 'reconnecting' && (
        <PlayerNote
          text={`${failure?.message ?? '连接中断'}，正在重新连接（第 ${attempt} 次）…`}
          spin
          onRetry={() => send({ type: 'RETRY' })}
        />
      )}
      {state === 'error' && (
        <PlayerNote text={failure?.message ?? '播放出错'} onRetry={() => send({ type: 'RETRY' })} />
      )}
    </div>
  );
}

function PlayerNote({
  text,
  spin = false,
  onRetry,
}: {
  text: string;
  spin?: boolean;
  onRetry?: () => void;
}) {
  return (
    <div
      data-testid="player-note"
      className="pointer-events-none absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-black/40 px-8 text-center text-sm text-white"
    >
      {spin && (
        <span className="size-8 animate-spin rounded-full border-2 border-white/30 border-t-white" />
      )}
      <p role="alert">{text}</p>
      {onRetry && (
        <button
          type="button"
          data-testid="player-retry"
          onClick={onRetry}
          className="pointer-events-auto rounded-full bg-brand-500 px-5 py-1.5 text-sm font-semibold hover:bg-brand-600"
        >
          重试
        </button>
      )}
    </div>
  );
}
