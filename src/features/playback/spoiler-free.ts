// The replay's 防剧透 switch (off until the fan turns it on, then remembered): hides the score, the result
// and the chapters that give them away, on the replay page and the replay cards.
import { BehaviorSubject } from 'rxjs';
import { useObservable } from '../../lib/use-observable';

const KEY = 'qiulive.playback.spoilerFree';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

const spoilerFree$ = new BehaviorSubject<boolean>(stored());

export function setSpoilerFree(on: boolean) {
  try {
    globalThis.localStorage?.setItem(KEY, on ? '1' : '0');
  } catch {
    // Private mode: the switch still holds for this visit.
  }
  spoilerFree$.next(on);
}

export const useSpoilerFree = () => useObservable(spoilerFree$, spoilerFree$.value);
