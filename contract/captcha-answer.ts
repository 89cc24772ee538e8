// The captcha answer as client and server both read it (spec §5, §9): points in the 310x155 reference image, the
// slider's y fixed at 5, the drag track as [ms, x] pairs, the plain pointJson, and the text captchaVerification seals.

/** Spec §9: the reference image every answer is measured against. */
export const REFERENCE_WIDTH = 310;
export const REFERENCE_HEIGHT = 155;
/** Spec §5: the slider answer's y is fixed. */
export const SLIDER_Y = 5;

export interface Point {
  x: number;
  y: number;
}

/** One drag sample: ms since the drag began, and how far the piece had moved in reference units. */
export type TrackPoint = [t: number, x: number];

/** The plain pointJson: one point for the slider, the list of clicks for the point captcha. */
export const plainPointJson = (answer: Point | Point[]) =>
  JSON.stringify(
    Array.isArray(answer) ? answer.map(({ x, y }) => ({ x, y })) : { x: answer.x, y: answer.y },
  );

/** What captchaVerification seals, as AJ-Captcha makes it: the token, '---', the plain pointJson. */
export const verificationPlain = (token: string, plainPointJson: string) =>
  `${token}---${plainPointJson}`;
