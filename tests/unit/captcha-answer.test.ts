// Captcha answers: scaling to the 310x155 reference and the AES/ECB payloads, decrypted with crypto-js to check.
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { describe, expect, it } from 'vitest';
import { plainPointJson, type TrackPoint } from '../../contract/captcha-answer';
import {
  aesEncrypt,
  captchaAnswer,
  MAX_TRACK_SAMPLES,
  scaledClick,
  sliderPoint,
  sliderTrack,
  thinTrack,
} from '../../machines/captcha-answer';
import { imageSource } from '../../src/features/captcha/image-source';

const KEY = 'XwKsGlMcdPMEhR1B';
const decrypt = (cipher: string, key = KEY) =>
  AES.decrypt(cipher, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);

describe('scaling', () => {
  it('slider x goes to the 310 width and y is 5', () => {
    expect(sliderPoint(165, 330)).toEqual({ x: 155, y: 5 });
    expect(sliderPoint(100, 310)).toEqual({ x: 100, y: 5 });
    expect(sliderPoint(10, 330).x).toBeCloseTo(9.3939, 3);
  });

  it('clicks go to 310x155, rounded', () => {
    expect(scaledClick({ x: 330, y: 165 }, { width: 330, height: 165 })).toEqual({
      x: 310,
      y: 155,
    });
    expect(scaledClick({ x: 100, y: 50 }, { width: 310, height: 155 })).toEqual({ x: 100, y: 50 });
    expect(scaledClick({ x: 33, y: 16.5 }, { width: 330, height: 165 })).toEqual({ x: 31, y: 16 });
  });
});

describe('payloads', () => {
  it("encrypts as AJ-Captcha's aesEncrypt: AES/ECB/PKCS7, UTF-8 key, Base64", () => {
    const cipher = aesEncrypt('{"x":155,"y":5}', KEY);
    // Base64 of whole 16-byte blocks.
    expect(Base64.parse(cipher).sigBytes % 16).toBe(0);
    expect(decrypt(cipher)).toBe('{"x":155,"y":5}');
    // ECB: the same text under the same key is the same cipher text (no IV, no salt).
    expect(aesEncrypt('{"x":155,"y":5}', KEY)).toBe(cipher);
    expect(decrypt(cipher, 'aaaaaaaaaaaaaaaa')).not.toBe('{"x":155,"y":5}');
  });

  it('slider: pointJson and captchaVerification', () => {
    const answer = captchaAnswer(sliderPoint(165, 330), 'tok123', KEY);
    expect(decrypt(answer.pointJson)).toBe('{"x":155,"y":5}');
    expect(decrypt(answer.captchaVerification)).toBe('tok123---{"x":155,"y":5}');
  });

  it('points: the list in click order', () => {
    const points = [
      { x: 10, y: 20 },
      { x: 300, y: 150 },
      { x: 155, y: 77 },
    ];
    const answer = captchaAnswer(points, 'tk', KEY);
    expect(JSON.parse(decrypt(answer.pointJson))).toEqual(points);
    expect(decrypt(answer.captchaVerification)).toBe(`tk---${JSON.stringify(points)}`);
  });

  it('is plain text when the server gives no key', () => {
    const answer = captchaAnswer({ x: 12.5, y: 5 }, 'tk', null);
    expect(answer).toEqual({
      pointJson: '{"x":12.5,"y":5}',
      captchaVerification: 'tk---{"x":12.5,"y":5}',
    });
    expect(plainPointJson([{ x: 1, y: 2 }])).toBe('[{"x":1,"y":2}]');
  });

  it('drops anything but x and y from a point', () => {
    expect(plainPointJson({ x: 1, y: 5, extra: true } as never)).toBe('{"x":1,"y":5}');
  });
});

describe('imageSource', () => {
  it('makes bare Base64 a data URL and keeps data URLs', () => {
    expect(imageSource('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(imageSource('data:image/jpeg;base64,/9j/')).toBe('data:image/jpeg;base64,/9j/');
  });
});

describe('the drag track', () => {
  it('scales to the 310 reference, whole ms and tenths of a unit', () => {
    expect(
      sliderTrack(
        [
          [0, 0],
          [16.4, 10],
          [33.6, 165],
        ],
        330,
      ),
    ).toEqual([
      [0, 0],
      [16, 9.4],
      [34, 155],
    ]);
  });

  it('thins a long drag evenly, keeping its first and last samples', () => {
    const long: TrackPoint[] = Array.from({ length: 1000 }, (_, i) => [i * 8, i / 4]);
    const thin = thinTrack(long);
    expect(thin).toHaveLength(MAX_TRACK_SAMPLES);
    expect(thin[0]).toEqual([0, 0]);
    expect(thin[thin.length - 1]).toEqual(long[999]);
    const gaps = thin.slice(1).map(([t], i) => t - (thin[i] as TrackPoint)[0]);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(8);
    const short = long.slice(0, 50);
    expect(thinTrack(short)).toBe(short);
  });

  it('is sealed with the answer when given, under the same key', () => {
    const track: TrackPoint[] = [
      [0, 0],
      [300, 120],
    ];
    const sealed = captchaAnswer({ x: 120, y: 5 }, 'tok', KEY, track);
    expect(JSON.parse(decrypt(sealed.trackJson as string))).toEqual(track);
    expect(captchaAnswer({ x: 120, y: 5 }, 'tok', KEY).trackJson).toBeUndefined();
  });
});
