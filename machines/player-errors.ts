// The video player's error kinds (spec §8) from flv.js and hls.js errors: a clear Chinese message for each,
// and whether reconnecting can help (a network hiccup can; a stream the browser cannot decode cannot).

/** Spec §8's kinds, plus the browser's media pipeline failing and anything unknown. */
export type PlayerErrorKind =
  | 'networkException'
  | 'httpStatus'
  | 'timeout'
  | 'earlyEof'
  | 'unrecoverableEarlyEof'
  | 'mediaFormat'
  | 'formatUnsupported'
  | 'codecUnsupported'
  | 'mediaPipeline'
  | 'stalled'
  | 'unknown';

export interface PlayerFailure {
  kind: PlayerErrorKind;
  /** What the viewer reads over the video, beside the 重试 button. */
  message: string;
  /** Worth reconnecting by itself (with backoff); otherwise only the viewer's 重试 tries again. */
  recoverable: boolean;
}

/** flv.js ErrorTypes and ErrorDetails values (flv.js src/player/player-errors.js). */
export const flvErrorTypes = {
  network: 'NetworkError',
  media: 'MediaError',
  other: 'OtherError',
} as const;

export const flvErrorDetails = {
  networkException: 'Exception',
  statusCodeInvalid: 'HttpStatusCodeInvalid',
  timeout: 'ConnectingTimeout',
  earlyEof: 'EarlyEof',
  unrecoverableEarlyEof: 'UnrecoverableEarlyEof',
  mse: 'MediaMSEError',
  formatError: 'FormatError',
  formatUnsupported: 'FormatUnsupported',
  codecUnsupported: 'CodecUnsupported',
} as const;

/** flv.js passes an info object ({ code, msg }) with its errors; code is the HTTP status for status errors. */
export interface FlvErrorInfo {
  code?: number;
  msg?: string;
}

const failure = (kind: PlayerErrorKind, message: string, recoverable: boolean): PlayerFailure => ({
  kind,
  message,
  recoverable,
});

function httpStatusFailure(status: number | undefined): PlayerFailure {
  // 404 from the media server: the anchor stopped pushing (or has not started yet); it may come back.
  if (status === 404) return failure('httpStatus', '直播流暂时不可用（主播可能已暂停推流）', true);
  if (status === 403 || status === 401) return failure('httpStatus', '无权播放该直播流', false);
  const code = status ? `（HTTP ${status}）` : '';
  return failure('httpStatus', `直播流地址无效${code}`, true);
}

/** One flv.js error (the ERROR event's type, detail and info) as the player shows it. */
export function flvFailureOf(type: string, detail: string, info?: FlvErrorInfo): PlayerFailure {
  switch (detail) {
    case flvErrorDetails.networkException:
      return failure('networkException', '网络异常，无法连接直播流', true);
    case flvErrorDetails.statusCodeInvalid:
      return httpStatusFailure(info?.code);
    case flvErrorDetails.timeout:
      return failure('timeout', '连接直播流超时', true);
    case flvErrorDetails.earlyEof:
      return failure('earlyEof', '直播流意外中断', true);
    // For a live stream flv.js gives up at once; the anchor's stream may well come back, so reconnect.
    case flvErrorDetails.unrecoverableEarlyEof:
      return failure('unrecoverableEarlyEof', '直播流已中断，无法继续接收', true);
    case flvErrorDetails.formatError:
      return failure('mediaFormat', '直播流数据格式错误', false);
    case flvErrorDetails.formatUnsupported:
      return failure(
        'formatUnsupported',
        '不支持的直播流格式（不是 FLV 或媒体类型不受支持）',
        false,
      );
    case flvErrorDetails.codecUnsupported:
      return failure('codecUnsupported', '您的浏览器不支持该直播的音视频编码', false);
    case flvErrorDetails.mse:
      return failure('mediaPipeline', '浏览器播放直播时出错', true);
  }
  if (type === flvErrorTypes.network)
    return failure('networkException', '网络异常，播放中断', true);
  if (type === flvErrorTypes.media) return failure('mediaFormat', '直播流数据无法播放', false);
  return failure('unknown', '播放出错', true);
}

/** hls.js ErrorTypes values. */
export const hlsErrorTypes = {
  network: 'networkError',
  media: 'mediaError',
  mux: 'muxError',
  other: 'otherError',
} as const;

/** One fatal hls.js error (its data.type, data.details and the HTTP status when there was one). */
export function hlsFailureOf(type: string, details: string, status?: number): PlayerFailure {
  if (/TimeOut$/i.test(details)) return failure('timeout', '连接直播流超时', true);
  // hls.js files a playlist it cannot parse under network errors: the detail decides first.
  if (/manifestParsingError|levelParsingError/.test(details))
    return failure('formatUnsupported', '不支持的直播流格式（播放列表无法解析）', false);
  if (/manifestIncompatibleCodecsError|bufferAddCodecError/.test(details))
    return failure('codecUnsupported', '您的浏览器不支持该直播的音视频编码', false);
  if (type === hlsErrorTypes.network) {
    if (status) return httpStatusFailure(status);
    return failure('networkException', '网络异常，无法连接直播流', true);
  }
  if (type === hlsErrorTypes.media) return failure('mediaPipeline', '浏览器播放直播时出错', true);
  if (type === hlsErrorTypes.mux) return failure('mediaFormat', '直播流数据格式错误', false);
  return failure('unknown', '播放出错', true);
}

/** The picture stopped and did not come back by itself. */
export const stalledFailure = failure('stalled', '直播卡住了，正在重新连接', true);

/** Neither FLV over MSE nor HLS can play here. */
export const noPlayableStream = failure(
  'formatUnsupported',
  '您的浏览器无法播放该直播（不支持 FLV，且本直播没有 HLS 流），请换用 Chrome、Edge 或 Safari 最新版',
  false,
);
