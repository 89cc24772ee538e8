// Puts a live stream on a <video>: flv.js over MSE where the browser has it, hls.js (or native HLS, as on
// iOS) otherwise; reports failures as spec §8 kinds and keeps playback near the live edge.
import type { StreamSource } from '../../../../machines/live-player';
import {
  flvFailureOf,
  hlsFailureOf,
  noPlayableStream,
  type PlayerFailure,
} from '../../../../machines/player-errors';
import {
  bufferedEndAt,
  chaseDecision,
  cushionAfterCalm,
  cushionAfterStall,
  delayBehindLiveMs,
  liveEdge,
} from './live-edge';
import { playbackSupport } from './playback-support';

/** How often the live edge is checked (and the delay measured). */
const EDGE_CHECK_MS = 500;

export interface StreamEvents {
  failed(failure: PlayerFailure): void;
  /** The delay behind real time, in ms, each time it is measured. */
  delay(ms: number): void;
}

/** Which engine plays here. */
export type StreamEngine = 'flv' | 'hls' | 'native-hls' | 'none';

/** The engine for this browser and source: FLV where MSE can take it, else HLS when the room has it. */
export function engineFor(
  source: StreamSource,
  can: { flv: boolean; hlsJs: boolean; nativeHls: boolean },
): StreamEngine {
  if (can.flv) return 'flv';
  if (!source.hls) return 'none';
  if (can.hlsJs) return 'hls';
  return can.nativeHls ? 'native-hls' : 'none';
}

/**
 * Keeps the video near the live edge and reports the delay; returns the stop function. The cushion doubles
 * when the buffer runs dry after playback began ('waiting') and halves after a calm minute.
 */
function chaseEdge(video: HTMLVideoElement, events: StreamEvents): () => void {
  let cushion: number = liveEdge.minCushion;
  let calmSince = Date.now();
  let playing = false;
  const onPlaying = () => {
    playing = true;
  };
  const onWaiting = () => {
    // The first wait is the start-up, not a stall.
    if (!playing) return;
    cushion = cushionAfterStall(cushion);
    calmSince = Date.now();
  };
  video.addEventListener('playing', onPlaying);
  video.addEventListener('waiting', onWaiting);
  const timer = setInterval(() => {
    if (Date.now() - calmSince >= liveEdge.calmMs) {
      cushion = cushionAfterCalm(cushion);
      calmSince = Date.now();
    }
    const sample = {
      currentTime: video.currentTime,
      bufferedEnd: bufferedEndAt(video.buffered, video.currentTime),
      playbackRate: video.playbackRate,
      paused: video.paused,
    };
    const action = chaseDecision(sample, cushion);
    if (action.kind === 'jump') video.currentTime = action.to;
    else if (action.kind === 'rate') video.playbackRate = action.rate;
    events.delay(delayBehindLiveMs(sample));
  }, EDGE_CHECK_MS);
  return () => {
    clearInterval(timer);
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('waiting', onWaiting);
  };
}

/**
 * Starts playback; when autoplay with sound is refused, starts muted (the viewer unmutes with the video's
 * own control). A play() cut short because the player was stopped meanwhile is not retried.
 */
function startPlaying(video: HTMLVideoElement, stopped: { now: boolean }) {
  video.play().catch(() => {
    if (stopped.now) return;
    video.muted = true;
    video.play().catch(() => undefined);
  });
}

async function attachFlv(video: HTMLVideoElement, url: string, events: StreamEvents) {
  const { default: flvjs } = await import('flv.js');
  const player = flvjs.createPlayer(
    { type: 'flv', isLive: true, url },
    {
      isLive: true,
      // No IO stash (spec §9's 524288 is not used): flv.js would hold each second of bytes (at least
      // 64 KB, ~1.7 s of a 300 kb/s stream) and hand it over in one burst, so the buffer ran dry between
      // bursts and the viewer saw 缓冲中 every few seconds. The jitter cushion is the buffered media the
      // live-edge chase keeps (live-edge.ts); frames go to it as they arrive.
      enableStashBuffer: false,
      // flv.js ignores lazyLoad for live streams (it never pauses a live download); set for clarity.
      lazyLoad: true,
      autoCleanupSourceBuffer: true,
      autoCleanupMaxBackwardDuration: 30,
      autoCleanupMinBackwardDuration: 10,
    },
  );
  player.on(flvjs.Events.ERROR, (type: string, detail: string, info?: { code?: number }) =>
    events.failed(flvFailureOf(type, detail, info)),
  );
  player.attachMediaElement(video);
  player.load();
  const stopped = { now: false };
  startPlaying(video, stopped);
  return () => {
    stopped.now = true;
    player.pause();
    player.unload();
    player.detachMediaElement();
    player.destroy();
  };
}

async function attachHls(video: HTMLVideoElement, url: string, events: StreamEvents) {
  const { default: Hls } = await import('hls.js');
  const hls = new Hls({ lowLatencyMode: true, liveSyncDurationCount: 2 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    events.failed(hlsFailureOf(data.type, data.details, data.response?.code));
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  const stopped = { now: false };
  startPlaying(video, stopped);
  return () => {
    stopped.now = true;
    hls.destroy();
  };
}

function attachNativeHls(video: HTMLVideoElement, url: string, events: StreamEvents) {
  // The native player says little: MEDIA_ERR_DECODE (3) and SRC_NOT_SUPPORTED (4) are the stream, the rest network.
  const onError = () =>
    events.failed(
      (video.error?.code ?? 0) >= 3
        ? hlsFailureOf('mediaError', 'bufferAddCodecError')
        : hlsFailureOf('networkError', 'nativeError'),
    );
  video.addEventListener('error', onError);
  video.src = url;
  const stopped = { now: false };
  startPlaying(video, stopped);
  return () => {
    stopped.now = true;
    video.removeEventListener('error', onError);
    video.removeAttribute('src');
    video.load();
  };
}

/**
 * Starts the stream on `video`; resolves the function that stops it and frees the player. When no
 * engine can play the source, reports noPlayableStream and resolves a no-op.
 */
export async function attachStream(
  video: HTMLVideoElement,
  source: StreamSource,
  events: StreamEvents,
): Promise<() => void> {
  // Detected without the players' code: only the library that plays is loaded, and only now.
  const engine = engineFor(source, playbackSupport(video));
  let stopPlayer: () => void;
  if (engine === 'flv') stopPlayer = await attachFlv(video, source.flv, events);
  else if (engine === 'hls' && source.hls) stopPlayer = await attachHls(video, source.hls, events);
  else if (engine === 'native-hls' && source.hls)
    stopPlayer = attachNativeHls(video, source.hls, events);
  else {
    events.failed(noPlayableStream);
    return () => undefined;
  }
  const stopChase = chaseEdge(video, events);
  return () => {
    stopChase();
    video.playbackRate = 1;
    stopPlayer();
  };
}
