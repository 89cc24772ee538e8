// Zone colours of a table (欧冠 blue, 降级 red …) as 雷速 and 球探 paint them, by the feed's tone.
import type { LeagueZone } from '../../../../contract/calls/live-library';

export const zoneColour: Record<LeagueZone['tone'], string> = {
  champions: 'bg-blue-600',
  europe: 'bg-orange-500',
  conference: 'bg-teal-500',
  promotion: 'bg-emerald-600',
  playoff: 'bg-amber-400',
  relegation: 'bg-red-600',
};

export const zoneOf = (zones: readonly LeagueZone[], rank: number) =>
  zones.find((z) => rank >= z.from && rank <= z.to) ?? null;
