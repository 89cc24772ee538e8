// Guards of the settlement inputs: a bad line or score must stop settlement rather than settle wrongly.

/** Lines are quoted in quarters (spec §3); anything else is a corrupt pick. */
export function checkLine(line: number): void {
  if (!Number.isFinite(line) || !Number.isInteger(line * 4))
    throw new RangeError(`line ${line} is not a multiple of 0.25`);
}

export function checkScore(home: number, away: number): void {
  for (const goals of [home, away])
    if (!Number.isInteger(goals) || goals < 0)
      throw new RangeError(`score ${goals} is not a count`);
}
