// The replay player's errors: spec §8's kinds as the live player classifies them, said of a recording.
import { describe, expect, it } from 'vitest';
import { flvFailureOf, hlsFailureOf } from '../../machines/player-errors';
import { vodFailure } from '../../src/features/playback/attach-vod';

describe('vodFailure', () => {
  it('keeps the kind and whether a retry helps, and never speaks of a live stream', () => {
    const cases = [
      hlsFailureOf('networkError', 'manifestLoadError', 404),
      hlsFailureOf('networkError', 'fragLoadError', 403),
      hlsFailureOf('networkError', 'manifestLoadTimeOut'),
      hlsFailureOf('networkError', 'manifestParsingError'),
      hlsFailureOf('mediaError', 'bufferAddCodecError'),
      hlsFailureOf('muxError', 'fragParsingError'),
      flvFailureOf('NetworkError', 'EarlyEof'),
      flvFailureOf('NetworkError', 'UnrecoverableEarlyEof'),
      flvFailureOf('MediaError', 'FormatUnsupported'),
    ];
    for (const live of cases) {
      const vod = vodFailure(live);
      expect(vod.kind).toBe(live.kind);
      expect(vod.recoverable).toBe(live.recoverable);
      expect(vod.message).not.toMatch(/直播|主播/);
      expect(vod.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('a missing file is said to be cleaned up, not paused by the anchor', () => {
    const vod = vodFailure(hlsFailureOf('networkError', 'manifestLoadError', 404));
    expect(vod.kind).toBe('httpStatus');
    expect(vod.message).toBe('视频暂时不可用（文件可能已被清理）');
  });
});
