// The combo counter of the gift bar: the same gift (and count) sent again within the window adds to the combo.

/** Clicks further apart than this start a new combo. */
export const COMBO_WINDOW_MS = 3_000;

export interface Combo {
  giftId: number;
  count: number;
  combo: number;
  at: number;
}

export function nextCombo(prev: Combo | null, giftId: number, count: number, now: number): Combo {
  const goesOn =
    prev !== null &&
    prev.giftId === giftId &&
    prev.count === count &&
    now - prev.at <= COMBO_WINDOW_MS;
  return { giftId, count, combo: goesOn ? prev.combo + 1 : 1, at: now };
}
