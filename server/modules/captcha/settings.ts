// The captcha's numbers in one place: lifetimes, tolerances and rate limits, overridable per app (tests).
import type { AppContext } from '../../context';

export interface CaptchaSettings {
  /** How long a challenge (image token) waits for its one check. */
  challengeTtlMs: number;
  /** How long a passed check's captchaVerification waits for its one use. */
  verificationTtlMs: number;
  /** Slider: how far (in units of the 310-wide reference image) the answer may miss (spec §9). */
  sliderTolerance: number;
  /** Point captcha: how far from a character's centre a click may land. */
  clickRadius: number;
  /** get (and sliding-verification) calls per IP per window; past it 6201. */
  getLimit: { max: number; windowMs: number };
  /** Failed checks per IP per window; past it 6202 for get and check alike. */
  failureLimit: { max: number; windowMs: number };
}

export const defaultCaptchaSettings: CaptchaSettings = {
  challengeTtlMs: 120_000,
  verificationTtlMs: 180_000,
  sliderTolerance: 6,
  clickRadius: 20,
  // 20 a minute also bounds one IP's pending challenges to 40 (120 s life), so a flood from one
  // address cannot crowd the store.
  getLimit: { max: 20, windowMs: 60_000 },
  failureLimit: { max: 10, windowMs: 300_000 },
};

const overrides = new WeakMap<AppContext, CaptchaSettings>();

export const captchaSettings = (ctx: AppContext): CaptchaSettings =>
  overrides.get(ctx) ?? defaultCaptchaSettings;

/** Changes one app's captcha settings, e.g. a test shortening a lifetime. */
export function overrideCaptchaSettings(ctx: AppContext, changes: Partial<CaptchaSettings>) {
  overrides.set(ctx, { ...captchaSettings(ctx), ...changes });
}
