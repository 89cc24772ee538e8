// Countdown helper (spec §4): seconds split into days, hours, minutes and seconds.

export interface Countdown {
  days: number;
  /** Hours left after whole days are taken out (0-23). */
  hours: number;
  minutes: number;
  seconds: number;
  /** All remaining whole hours, days included: what an 'HH:mm:ss' clock shows. */
  totalHours: number;
}

/** 90061 → 1 day 1 h 1 min 1 s, totalHours 25; negative, NaN or infinite input gives all zeros. */
export const countdown = (totalSeconds: number): Countdown => {
  const left = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const totalHours = Math.floor(left / 3600);
  return {
    days: Math.floor(totalHours / 24),
    hours: totalHours % 24,
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    totalHours,
  };
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'HH:mm:ss' with the hours including days, so 90061 → '25:01:01'. */
export const formatCountdown = (totalSeconds: number): string => {
  const { totalHours, minutes, seconds } = countdown(totalSeconds);
  return `${pad(totalHours)}:${pad(minutes)}:${pad(seconds)}`;
};
