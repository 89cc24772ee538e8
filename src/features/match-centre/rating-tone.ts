// A fan average's colour, as FotMob paints its ratings: ≥8 blue, 7–8 green, 6–7 yellow, under 6 orange (under 5 red).

export type RatingTone = 'top' | 'good' | 'fair' | 'poor' | 'bad' | 'none';

export const ratingTone = (average: number | null): RatingTone => {
  if (average === null) return 'none';
  if (average >= 8) return 'top';
  if (average >= 7) return 'good';
  if (average >= 6) return 'fair';
  if (average >= 5) return 'poor';
  return 'bad';
};

export const toneClass: Record<RatingTone, string> = {
  top: 'bg-sky-600 text-white',
  good: 'bg-emerald-500 text-white',
  fair: 'bg-amber-400 text-neutral-900',
  poor: 'bg-orange-500 text-white',
  bad: 'bg-red-600 text-white',
  none: 'bg-neutral-100 text-neutral-400',
};

/** One decimal always (7.0, not 7), the way every rating board prints it; '-' before anyone rated. */
export const ratingText = (average: number | null) => (average === null ? '-' : average.toFixed(1));

/** The best-rated player (全场最佳): the highest average among those somebody rated; the first of equals. */
export const bestRated = <P extends { playerId: number; average: number | null }>(players: P[]) =>
  players.reduce<P | null>(
    (best, p) => (p.average !== null && (best === null || p.average > best.average!) ? p : best),
    null,
  );
