// The viewer's barrage settings (on/off, density, opacity), remembered in localStorage.
import { BehaviorSubject } from 'rxjs';

export type BarrageDensity = 'low' | 'mid' | 'high';

export interface BarrageSettings {
  on: boolean;
  density: BarrageDensity;
  /** 0.2–1. */
  opacity: number;
}

/** Lines flying at once at each density: a busy room drops what does not fit rather than cover the game. */
export const densityCap: Record<BarrageDensity, number> = { low: 8, mid: 20, high: 40 };
export const densityLabel: Record<BarrageDensity, string> = { low: '少', mid: '适中', high: '多' };

const KEY = 'qiulive.room.barrage';
export const defaultBarrage: BarrageSettings = { on: true, density: 'mid', opacity: 0.9 };
/** What the server's drawing of a room shows (it reads no viewer's storage): the defaults. */
export const DRAWN_BARRAGE = { value: defaultBarrage };

/** Stored settings, each field checked (a stale or hand-edited value falls back to its default). */
export function parseBarrageSettings(raw: string | null): BarrageSettings {
  try {
    const v = JSON.parse(raw ?? '{}') as Partial<BarrageSettings>;
    return {
      on: typeof v.on === 'boolean' ? v.on : defaultBarrage.on,
      density: v.density && v.density in densityCap ? v.density : defaultBarrage.density,
      opacity:
        typeof v.opacity === 'number' && v.opacity >= 0.2 && v.opacity <= 1
          ? v.opacity
          : defaultBarrage.opacity,
    };
  } catch {
    return defaultBarrage;
  }
}

function stored(): BarrageSettings {
  try {
    return parseBarrageSettings(globalThis.localStorage?.getItem(KEY) ?? null);
  } catch {
    return defaultBarrage;
  }
}

export const barrageSettings$ = new BehaviorSubject<BarrageSettings>(stored());

export function setBarrage(patch: Partial<BarrageSettings>) {
  const next = { ...barrageSettings$.value, ...patch };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode: the settings still hold for this page.
  }
  barrageSettings$.next(next);
}
