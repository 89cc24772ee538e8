// The goal chime of the score boards: two short tones made with Web Audio (no sound file to load), and
// which pushes of a board deserve it.
import type { Board } from '../../../streams/board';

let context: AudioContext | null = null;

/** Plays the chime; silently nothing where the browser has no Web Audio or blocks it. */
export function playGoalChime(): void {
  try {
    context ??= new AudioContext();
    // A context made before any click starts suspended; the toggle's click resumes it.
    void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1318.5],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
      tone.connect(gain).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.4);
    }
  } catch {}
}

/**
 * Matches of `next` whose row gained a goal flash since `previous` and are shown (`shown`): one push
 * normally changes one row, so only rows whose object changed are looked at.
 */
export function newGoals(previous: Board, next: Board, shown: ReadonlySet<number>): number[] {
  if (previous === next) return [];
  const goals: number[] = [];
  for (const [id, row] of next.rows) {
    const before = previous.rows.get(id);
    if (row === before || !shown.has(id)) continue;
    if (row.flash?.kind === 'goal' && row.flash.at !== before?.flash?.at) goals.push(id);
  }
  return goals;
}
