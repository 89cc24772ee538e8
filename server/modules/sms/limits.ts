// The SMS numbers in one place: code life, resend wait, per-phone and per-IP caps, wrong tries.

/** Spec §9 countdown: a number gets one code per minute. */
export const SMS_RESEND_MS = 60_000;
/** Codes die after 5 minutes. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Texts per number per day: enough for a forgetful user, useless for SMS bombing. */
export const SMS_PER_PHONE = { max: 10, windowMs: 24 * 3_600_000 };
/** Send attempts (sent or not) per client address per hour. */
export const SMS_PER_IP = { max: 30, windowMs: 3_600_000 };
/** Wrong tries one address gets at a code; the fifth burns the code for that address only. */
export const SMS_MAX_WRONG = 5;
/**
 * Wrong tries at a code from all addresses together before it burns for everyone: a stranger's
 * five guesses no longer cost the owner the code they are typing, and a botnet still gets no more
 * than 30 of a million.
 */
export const SMS_MAX_WRONG_PER_CODE = 30;
