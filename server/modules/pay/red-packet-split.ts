// How much one grab of a red packet gets: random, at least 0.01 球钻 (1 unit) for everyone still to come,
// and the last grab takes the rest, so the shares always add up to the packet.

/**
 * The next share of `remainingUnits` split among `remainingCount` grabs ("double the mean": up to twice
 * the fair share, so early grabs cannot drain the packet), never leaving less than 1 unit per grab to come.
 */
export function nextShare(
  remainingUnits: number,
  remainingCount: number,
  random: () => number = Math.random,
): number {
  if (remainingCount < 1 || remainingUnits < remainingCount)
    throw new Error(`red packet: ${remainingUnits} units cannot make ${remainingCount} shares`);
  if (remainingCount === 1) return remainingUnits;
  const most = Math.min(
    remainingUnits - (remainingCount - 1),
    Math.floor((2 * remainingUnits) / remainingCount),
  );
  return Math.min(most, 1 + Math.floor(random() * most));
}
