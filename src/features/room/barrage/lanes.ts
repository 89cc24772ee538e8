// Barrage lanes: lines fly right to left at one speed (so none catches up with the one ahead), and a new
// line takes the first lane whose last line has fully entered, with a gap.

/** Pixels per second every line moves at. */
export const BARRAGE_SPEED = 150;
/** Space kept between two lines in a lane. */
export const BARRAGE_GAP = 40;
export const LANE_HEIGHT = 30;

/** The first lane free at `now`, or -1 when every lane is still busy (the line is dropped). */
export function freeLane(freeAt: readonly number[], now: number): number {
  return freeAt.findIndex((t) => t <= now);
}

/** When a lane is free again after a line `width` px wide enters it at `now` (ms). */
export const laneFreeAfter = (now: number, width: number, speed = BARRAGE_SPEED) =>
  now + ((width + BARRAGE_GAP) / speed) * 1000;

/** How long a line takes to cross a stage `stageWidth` px wide and leave it (ms). */
export const flightMs = (stageWidth: number, width: number, speed = BARRAGE_SPEED) =>
  ((stageWidth + width) / speed) * 1000;

/** Lanes that fit the upper part of the stage (the lower part keeps the score bug and subtitles clear). */
export const laneCount = (stageHeight: number, share = 0.75) =>
  Math.max(1, Math.floor((stageHeight * share) / LANE_HEIGHT));
