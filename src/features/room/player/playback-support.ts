// What this browser can play, asked of the browser itself: the same checks flv.js (isSupported and
// getFeatureList().mseLiveFlvPlayback) and hls.js (Hls.isSupported) make, without loading either library.
// They are 150 KB and 570 KB raw: the room page imports the one it plays with only once a stream is attached.

/** The H.264 + AAC type both libraries ask MSE about (flv.js remuxes FLV into exactly this). */
const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';
/** hls.js plays if MSE takes any of these video or audio codecs. */
const HLS_JS_TYPES = [
  'video/mp4; codecs="avc1.42E01E,mp4a.40.2"',
  'video/mp4; codecs="av01.0.01M.08"',
  'video/mp4; codecs="vp09.00.50.08"',
  'audio/mp4; codecs="mp4a.40.2"',
  'audio/mp4; codecs="fLaC"',
];

interface MediaSourceLike {
  isTypeSupported?: (type: string) => boolean;
}

/** The globals the checks read; the window in the browser, a stand-in in tests. */
export interface PlaybackGlobals {
  MediaSource?: MediaSourceLike;
  ManagedMediaSource?: MediaSourceLike;
  WebKitMediaSource?: MediaSourceLike;
  SourceBuffer?: { prototype?: { appendBuffer?: unknown; remove?: unknown } };
  WebKitSourceBuffer?: { prototype?: { appendBuffer?: unknown; remove?: unknown } };
  fetch?: unknown;
  ReadableStream?: unknown;
}

export interface PlaybackSupport {
  flv: boolean;
  hlsJs: boolean;
  nativeHls: boolean;
}

const accepts = (source: MediaSourceLike | undefined, type: string) =>
  typeof source?.isTypeSupported === 'function' && source.isTypeSupported(type);

/** flv.js: MSE (the plain MediaSource only) takes H.264 + AAC, and fetch streams the live FLV. */
function flvPlays(g: PlaybackGlobals) {
  return accepts(g.MediaSource, H264_AAC) && Boolean(g.fetch) && Boolean(g.ReadableStream);
}

/** hls.js: a MediaSource (Managed on iOS 17+), a working SourceBuffer if one is exposed, and a codec it takes. */
function hlsJsPlays(g: PlaybackGlobals) {
  const source = g.ManagedMediaSource ?? g.MediaSource ?? g.WebKitMediaSource;
  if (!source) return false;
  const buffer = g.SourceBuffer ?? g.WebKitSourceBuffer;
  const bufferWorks =
    !buffer ||
    (typeof buffer.prototype?.appendBuffer === 'function' &&
      typeof buffer.prototype?.remove === 'function');
  return bufferWorks && HLS_JS_TYPES.some((type) => accepts(source, type));
}

export function playbackSupport(
  video: Pick<HTMLVideoElement, 'canPlayType'>,
  globals: PlaybackGlobals = globalThis as PlaybackGlobals,
): PlaybackSupport {
  return {
    flv: flvPlays(globals),
    hlsJs: hlsJsPlays(globals),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
