// The room's player picks its engine from the browser's own answers, not from flv.js or hls.js (loaded only
// to play): the checks mirror theirs, so a browser each library accepts is accepted here and none other.
import { describe, expect, it } from 'vitest';
import {
  type PlaybackGlobals,
  playbackSupport,
} from '../../src/features/room/player/playback-support';

const video = (hls: CanPlayTypeResult) => ({
  canPlayType: (t: string): CanPlayTypeResult => (t.includes('mpegurl') ? hls : ''),
});
/** A MediaSource that takes the given types. */
const mse = (...types: string[]) => ({ isTypeSupported: (t: string) => types.includes(t) });
const H264 = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';
const workingBuffer = { prototype: { appendBuffer() {}, remove() {} } };

const desktop: PlaybackGlobals = {
  MediaSource: mse(H264),
  SourceBuffer: workingBuffer,
  fetch: () => undefined,
  ReadableStream: class {},
};

describe('playbackSupport', () => {
  it('a desktop browser with MSE and fetch streams plays FLV and hls.js', () => {
    expect(playbackSupport(video(''), desktop)).toEqual({
      flv: true,
      hlsJs: true,
      nativeHls: false,
    });
  });

  it('an iPhone (ManagedMediaSource only, native HLS) gets hls.js or native HLS, never flv.js', () => {
    const iphone: PlaybackGlobals = { ManagedMediaSource: mse(H264), fetch: () => undefined };
    expect(playbackSupport(video('maybe'), iphone)).toEqual({
      flv: false,
      hlsJs: true,
      nativeHls: true,
    });
  });

  it('without fetch streams FLV cannot play live, though MSE takes H.264', () => {
    const { ReadableStream: _, ...noStreams } = desktop;
    expect(playbackSupport(video(''), noStreams).flv).toBe(false);
    expect(playbackSupport(video(''), noStreams).hlsJs).toBe(true);
  });

  it('MSE refusing H.264 rules FLV out; hls.js still plays an audio codec it takes', () => {
    const audioOnly = { ...desktop, MediaSource: mse('audio/mp4; codecs="mp4a.40.2"') };
    expect(playbackSupport(video(''), audioOnly)).toEqual({
      flv: false,
      hlsJs: true,
      nativeHls: false,
    });
  });

  it('a SourceBuffer without appendBuffer/remove means no hls.js', () => {
    const broken = { ...desktop, SourceBuffer: { prototype: {} } };
    expect(playbackSupport(video(''), broken).hlsJs).toBe(false);
  });

  it('no MediaSource at all: only native HLS, if the video element says so', () => {
    expect(playbackSupport(video(''), {})).toEqual({ flv: false, hlsJs: false, nativeHls: false });
    expect(playbackSupport(video('probably'), {}).nativeHls).toBe(true);
  });
});
