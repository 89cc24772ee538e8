// Captcha answers as AJ-Captcha sends them (spec §5): scaled to the 310x155 reference image, AES/ECB-encrypted with secretKey.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** Spec §9: the reference image every answer is measured against. */
export const REFERENCE_WIDTH = 310;
export const REFERENCE_HEIGHT = 155;
/** Spec §5: the slider answer's y is fixed. */
export const SLIDER_Y = 5;

export interface Point {
  x: number;
  y: number;
}

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

/** One drag sample: ms since the drag began, and how far the piece had moved in reference units. */
export type TrackPoint = [t: number, x: number];

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

/** The plain pointJson: one point for the slider, the list of clicks for the point captcha. */
export const plainPointJson = (answer: Point | Point[]) =>
  JSON.stringify(
    Array.isArray(answer) ? answer.map(({ x, y }) => ({ x, y })) : { x: answer.x, y: answer.y },
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
    captchaVerification: sealed(`${token}---${plain}`, secretKey),
  };
}
