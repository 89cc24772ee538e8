// Puts a replay (HLS VOD) or a clip (MP4) on a <video>: hls.js loaded on demand where the browser has MSE,
// the browser's own HLS otherwise (Safari on iOS), a plain src for MP4. Failures are spec §8's kinds,
// classified by the live player's own mapping (machines/player-errors.ts) and worded for a recording.
import { hlsErrorTypes, hlsFailureOf, type PlayerFailure } from '../../../machines/player-errors';

export type VodSource = { kind: 'hls' | 'mp4'; url: string };

/** How often a fatal network error is retried from where loading stopped before the viewer is told. */
const NETWORK_RETRIES = 3;

/** The live player's message for the same kind, said of a recording rather than a live stream. */
export function vodFailure(live: PlayerFailure): PlayerFailure {
  const message = live.message
    .replace('（主播可能已暂停推流）', '（文件可能已被清理）')
    .replace(/直播流|直播/g, '视频');
  return { ...live, message };
}

/** The browser's own player says little: decode (3) and unsupported source (4) are the file, the rest network. */
const mediaElementFailure = (video: HTMLVideoElement) =>
  vodFailure(
    (video.error?.code ?? 0) >= 3
      ? hlsFailureOf(hlsErrorTypes.media, 'bufferAddCodecError')
      : hlsFailureOf(hlsErrorTypes.network, 'nativeError'),
  );

function attachElement(video: HTMLVideoElement, url: string, failed: (f: PlayerFailure) => void) {
  const onError = () => failed(mediaElementFailure(video));
  video.addEventListener('error', onError);
  video.src = url;
  return () => {
    video.removeEventListener('error', onError);
    video.removeAttribute('src');
    video.load();
  };
}

async function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  startAt: number,
  failed: (f: PlayerFailure) => void,
) {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) return null;
  const hls = new Hls({
    // Spec §9's lazy load max (180 s) as the furthest hls.js reads ahead of the viewer.
    maxBufferLength: 30,
    maxMaxBufferLength: 180,
    backBufferLength: 60,
    startPosition: startAt,
  });
  let retries = 0;
  let mediaRecovered = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A recording is all there: a dropped connection resumes loading where it stopped, a decode hiccup
    // is recovered once, before the viewer sees an error.
    // The playlist has hls.js's own retries; a segment that failed after them is asked for again.
    const segment = /^(frag|level|key)/.test(data.details);
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && segment && retries < NETWORK_RETRIES) {
      retries++;
      hls.startLoad();
      return;
    }
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
      mediaRecovered = true;
      hls.recoverMediaError();
      return;
    }
    failed(vodFailure(hlsFailureOf(data.type, data.details, data.response?.code)));
  });
  hls.on(Hls.Events.FRAG_LOADED, () => {
    retries = 0;
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** Starts `source` on `video` (paused until the caller plays it); resolves the function that frees it. */
export async function attachVod(
  video: HTMLVideoElement,
  source: VodSource,
  /** Where to start (seconds): hls.js loads from there rather than from 0. */
  startAt: number,
  failed: (f: PlayerFailure) => void,
): Promise<() => void> {
  if (source.kind === 'mp4') return attachElement(video, source.url, failed);
  const hlsJs = await attachHlsJs(video, source.url, startAt, failed);
  if (hlsJs) return hlsJs;
  if (video.canPlayType('application/vnd.apple.mpegurl') !== '')
    return attachElement(video, source.url, failed);
  failed({
    kind: 'formatUnsupported',
    message: '您的浏览器无法播放该回放（不支持 HLS），请换用 Chrome、Edge 或 Safari 最新版',
    recoverable: false,
  });
  return () => undefined;
}
