// The client's captcha answers as AJ-Captcha sends them (spec §5): scaled to the reference image from what was shown,
// AES/ECB-encrypted with secretKey. Pure: the machines build their check payloads with it.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import {
  type Point,
  plainPointJson,
  REFERENCE_HEIGHT,
  REFERENCE_WIDTH,
  SLIDER_Y,
  type TrackPoint,
  verificationPlain,
} from '../contract/captcha-answer';

/** AJ-Captcha's aesEncrypt: the key is the UTF-8 bytes of the 16-character secretKey; Base64 out. */
export const aesEncrypt = (plain: string, secretKey: string): string =>
  AES.encrypt(Utf8.parse(plain), Utf8.parse(secretKey), { mode: ECB, padding: Pkcs7 }).toString();

/** Encrypted when the server supplied a key; AJ-Captcha sends the plain text otherwise. */
const sealed = (plain: string, secretKey: string | null | undefined) =>
  secretKey ? aesEncrypt(plain, secretKey) : plain;

/** The slider's answer: how far the piece moved, in reference pixels (AJ-Captcha does not round it). */
export const sliderPoint = (movedPx: number, shownWidth: number): Point => ({
  x: (movedPx * REFERENCE_WIDTH) / shownWidth,
  y: SLIDER_Y,
});

/** A click on the shown image, in reference pixels (AJ-Captcha rounds these). */
export const scaledClick = (click: Point, shown: { width: number; height: number }): Point => ({
  x: Math.round((click.x * REFERENCE_WIDTH) / shown.width),
  y: Math.round((click.y * REFERENCE_HEIGHT) / shown.height),
});

/** The server takes at most 200 samples; a long drag is thinned evenly to this many. */
export const MAX_TRACK_SAMPLES = 120;

/** Every n-th sample of a long drag, the first and the last always kept. */
export function thinTrack(track: TrackPoint[], max = MAX_TRACK_SAMPLES): TrackPoint[] {
  if (track.length <= max) return track;
  const step = (track.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => track[Math.round(i * step)] as TrackPoint);
}

/** The drag as sent: shown pixels scaled to the 310 reference, whole ms, tenths of a unit. */
export const sliderTrack = (track: TrackPoint[], shownWidth: number): TrackPoint[] =>
  thinTrack(
    track.map(([t, moved]) => [
      Math.round(t),
      Math.round(((moved * REFERENCE_WIDTH) / shownWidth) * 10) / 10,
    ]),
  );

export interface CaptchaAnswer {
  /** What check is sent as pointJson. */
  pointJson: string;
  /** The slider's drag, sealed like pointJson: what check is sent as trackJson. */
  trackJson?: string;
  /** What the captcha hands on once check passes: the proof an SMS send or login presents. */
  captchaVerification: string;
}

/**
 * The payloads of one answer: the check's pointJson (and the slider's drag track, which our
 * server requires for the slider) and, for after a pass, captchaVerification.
 */
export function captchaAnswer(
  answer: Point | Point[],
  token: string,
  secretKey: string | null | undefined,
  track?: TrackPoint[],
): CaptchaAnswer {
  const plain = plainPointJson(answer);
  return {
    pointJson: sealed(plain, secretKey),
    ...(track ? { trackJson: sealed(JSON.stringify(track), secretKey) } : {}),
    captchaVerification: sealed(verificationPlain(token, plain), secretKey),
  };
}
