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

/** The plain pointJson: one point for the slider, the list of clicks for the point captcha. */
export const plainPointJson = (answer: Point | Point[]) =>
  JSON.stringify(
    Array.isArray(answer) ? answer.map(({ x, y }) => ({ x, y })) : { x: answer.x, y: answer.y },
  );

export interface CaptchaAnswer {
  /** What check is sent as pointJson. */
  pointJson: string;
  /** What the captcha hands on once check passes: the proof an SMS send or login presents. */
  captchaVerification: string;
}

/** Both payloads of one answer: the check's pointJson and, for after a pass, captchaVerification. */
export function captchaAnswer(
  answer: Point | Point[],
  token: string,
  secretKey: string | null | undefined,
): CaptchaAnswer {
  const plain = plainPointJson(answer);
  return {
    pointJson: sealed(plain, secretKey),
    captchaVerification: sealed(`${token}---${plain}`, secretKey),
  };
}
