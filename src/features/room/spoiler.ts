// The room page's 防剧透 switch (on by default, remembered) and the player's measured delay behind real time,
// which the switch holds the room's score back by.
import { BehaviorSubject } from 'rxjs';

const SPOILER_KEY = 'qiulive.room.spoilerGuard';

function storedSwitch(): boolean {
  try {
    return globalThis.localStorage?.getItem(SPOILER_KEY) !== '0';
  } catch {
    return true;
  }
}

/** What the server's drawing of a room shows (it reads no viewer's storage): the switch's default, on. */
export const DRAWN_SPOILER_GUARD = { value: true };

/** Whether the score waits for the video. */
export const spoilerGuardOn$ = new BehaviorSubject<boolean>(storedSwitch());

export function setSpoilerGuard(on: boolean) {
  try {
    globalThis.localStorage?.setItem(SPOILER_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the switch still works for this page.
  }
  spoilerGuardOn$.next(on);
}

/** The video's delay behind real time in ms while it plays; 0 when nothing plays (nothing to wait for). */
export const playerDelayMs$ = new BehaviorSubject<number>(0);

/** How long the room's score should wait right now. */
export const scoreHoldMs = () => (spoilerGuardOn$.value ? playerDelayMs$.value : 0);
