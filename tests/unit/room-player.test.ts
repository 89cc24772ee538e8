// The live player's pure parts: spec §8 error kinds → messages, and the live-edge chase decision.
import { describe, expect, it } from 'vitest';
import {
  flvErrorDetails,
  flvErrorTypes,
  flvFailureOf,
  hlsErrorTypes,
  hlsFailureOf,
} from '../../machines/player-errors';
import { engineFor } from '../../src/features/room/player/attach-stream';
import {
  bufferedEndAt,
  chaseDecision,
  cushionAfterCalm,
  cushionAfterStall,
  delayBehindLiveMs,
  type EdgeSample,
  liveEdge,
} from '../../src/features/room/player/live-edge';

describe('flvFailureOf (spec §8 video player error kinds)', () => {
  const net = flvErrorTypes.network;
  const media = flvErrorTypes.media;
  it.each([
    [net, flvErrorDetails.networkException, 'networkException', '网络异常', true],
    [net, flvErrorDetails.statusCodeInvalid, 'httpStatus', '直播流地址无效', true],
    [net, flvErrorDetails.timeout, 'timeout', '连接直播流超时', true],
    [net, flvErrorDetails.earlyEof, 'earlyEof', '意外中断', true],
    [net, flvErrorDetails.unrecoverableEarlyEof, 'unrecoverableEarlyEof', '已中断', true],
    [media, flvErrorDetails.formatError, 'mediaFormat', '数据格式错误', false],
    [media, flvErrorDetails.formatUnsupported, 'formatUnsupported', '不支持的直播流格式', false],
    [
      media,
      flvErrorDetails.codecUnsupported,
      'codecUnsupported',
      '不支持该直播的音视频编码',
      false,
    ],
    [media, flvErrorDetails.mse, 'mediaPipeline', '浏览器播放直播时出错', true],
  ])('%s / %s → %s', (type, detail, kind, text, recoverable) => {
    const failure = flvFailureOf(type, detail);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toContain(text);
    expect(failure.recoverable).toBe(recoverable);
  });

  it('names the HTTP status, and treats 404 (no stream yet) and 403 apart', () => {
    const status = flvErrorDetails.statusCodeInvalid;
    expect(flvFailureOf(flvErrorTypes.network, status, { code: 502 }).message).toContain(
      'HTTP 502',
    );
    expect(flvFailureOf(flvErrorTypes.network, status, { code: 404 })).toMatchObject({
      kind: 'httpStatus',
      recoverable: true,
    });
    expect(flvFailureOf(flvErrorTypes.network, status, { code: 404 }).message).toContain('推流');
    expect(flvFailureOf(flvErrorTypes.network, status, { code: 403 }).recoverable).toBe(false);
  });

  it('falls back on the error type for details it does not know', () => {
    expect(flvFailureOf(flvErrorTypes.network, 'SomethingNew').kind).toBe('networkException');
    expect(flvFailureOf(flvErrorTypes.media, 'SomethingNew')).toMatchObject({
      kind: 'mediaFormat',
      recoverable: false,
    });
    expect(flvFailureOf(flvErrorTypes.other, 'x')).toMatchObject({ kind: 'unknown' });
  });

  it('every message is Chinese text', () => {
    for (const detail of Object.values(flvErrorDetails))
      expect(flvFailureOf(flvErrorTypes.network, detail).message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('hlsFailureOf', () => {
  it('maps hls.js fatal errors to the same kinds', () => {
    expect(hlsFailureOf(hlsErrorTypes.network, 'manifestLoadTimeOut').kind).toBe('timeout');
    expect(hlsFailureOf(hlsErrorTypes.network, 'manifestLoadError', 404).kind).toBe('httpStatus');
    expect(hlsFailureOf(hlsErrorTypes.network, 'fragLoadError').kind).toBe('networkException');
    expect(hlsFailureOf(hlsErrorTypes.network, 'manifestParsingError').kind).toBe(
      'formatUnsupported',
    );
    expect(hlsFailureOf(hlsErrorTypes.media, 'manifestIncompatibleCodecsError').kind).toBe(
      'codecUnsupported',
    );
    expect(hlsFailureOf(hlsErrorTypes.other, 'levelParsingError').kind).toBe('formatUnsupported');
    expect(hlsFailureOf(hlsErrorTypes.media, 'bufferStalledError')).toMatchObject({
      kind: 'mediaPipeline',
      recoverable: true,
    });
    expect(hlsFailureOf(hlsErrorTypes.mux, 'fragParsingError').kind).toBe('mediaFormat');
  });
});

describe('chaseDecision (live edge)', () => {
  const at = (lag: number, playbackRate = 1, paused = false): EdgeSample => ({
    currentTime: 100,
    bufferedEnd: 100 + lag,
    playbackRate,
    paused,
  });

  const { minCushion: c, chaseBeyond, jumpBeyond, chaseRate } = liveEdge;

  it('leaves a playback within its cushion and chase threshold alone', () => {
    expect(chaseDecision(at(c - 0.1))).toEqual({ kind: 'none' });
    expect(chaseDecision(at(c + chaseBeyond - 0.05))).toEqual({ kind: 'none' });
  });

  it('speeds up a little when drifting behind, and back to normal once at the cushion', () => {
    expect(chaseDecision(at(c + chaseBeyond + 0.1))).toEqual({ kind: 'rate', rate: chaseRate });
    expect(chaseDecision(at(c + chaseBeyond + 0.1, chaseRate))).toEqual({ kind: 'none' });
    // Between the cushion and the threshold the catch-up goes on (no flapping).
    expect(chaseDecision(at(c + 0.2, chaseRate))).toEqual({ kind: 'none' });
    expect(chaseDecision(at(c - 0.05, chaseRate))).toEqual({ kind: 'rate', rate: 1 });
  });

  it('jumps to the cushion behind the newest frame when far behind', () => {
    const lag = c + jumpBeyond + 1;
    expect(chaseDecision(at(lag))).toEqual({ kind: 'jump', to: 100 + lag - c });
    expect(chaseDecision(at(lag, chaseRate))).toMatchObject({ kind: 'jump' });
  });

  it('keeps a bigger cushion after stalls, within bounds, and comes back after a calm spell', () => {
    const after2 = cushionAfterStall(cushionAfterStall(c));
    expect(after2).toBeCloseTo(c * 4);
    // With the bigger cushion a lag the small one would chase is left alone.
    expect(chaseDecision(at(c + chaseBeyond + 0.1), after2)).toEqual({ kind: 'none' });
    let most: number = c;
    for (let i = 0; i < 10; i++) most = cushionAfterStall(most);
    expect(most).toBe(liveEdge.maxCushion);
    expect(cushionAfterCalm(after2)).toBeCloseTo(c * 2);
    expect(cushionAfterCalm(cushionAfterCalm(cushionAfterCalm(after2)))).toBe(c);
  });

  it('does nothing while paused or with nothing buffered', () => {
    expect(chaseDecision(at(10, 1, true))).toEqual({ kind: 'none' });
    expect(
      chaseDecision({ currentTime: 3, bufferedEnd: null, playbackRate: 1, paused: false }),
    ).toEqual({ kind: 'none' });
  });

  it('measures the delay as the buffered lag plus the stream latency', () => {
    expect(delayBehindLiveMs({ currentTime: 10, bufferedEnd: 11.5 }, 800)).toBe(2_300);
    expect(delayBehindLiveMs({ currentTime: 10, bufferedEnd: null }, 800)).toBe(800);
    // A frame past the buffered end (a decoder overshoot) is no negative lag.
    expect(delayBehindLiveMs({ currentTime: 12, bufferedEnd: 11.5 }, 0)).toBe(0);
  });

  it('reads the buffered range holding the playhead', () => {
    const ranges = (...r: [number, number][]) => ({
      length: r.length,
      start: (i: number) => r[i]![0],
      end: (i: number) => r[i]![1],
    });
    expect(bufferedEndAt(ranges(), 3)).toBeNull();
    expect(bufferedEndAt(ranges([0, 4], [6, 9]), 3)).toBe(4);
    expect(bufferedEndAt(ranges([0, 4], [6, 9]), 7)).toBe(9);
    expect(bufferedEndAt(ranges([0, 4], [6, 9]), 5)).toBe(9);
  });
});

describe('engineFor', () => {
  const flvOnly = { flv: '/media/live/a.flv', hls: null };
  const both = { flv: '/media/live/a.flv', hls: '/media/live/a/index.m3u8' };
  const can = (flv: boolean, hlsJs: boolean, nativeHls: boolean) => ({ flv, hlsJs, nativeHls });

  it('prefers FLV over MSE, then hls.js, then the native HLS player (iOS)', () => {
    expect(engineFor(both, can(true, true, true))).toBe('flv');
    expect(engineFor(both, can(false, true, true))).toBe('hls');
    expect(engineFor(both, can(false, false, true))).toBe('native-hls');
  });

  it('has nothing to play without FLV support when the room has no HLS', () => {
    expect(engineFor(flvOnly, can(false, true, true))).toBe('none');
    expect(engineFor(both, can(false, false, false))).toBe('none');
  });
});
