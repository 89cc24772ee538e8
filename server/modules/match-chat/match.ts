// The match a chat belongs to: its sport, state, kick-off and the two sides' short names, read in one query;
// whether its chat is closed (a finished match's chat is read-only).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchChatChannel } from '../../../contract/calls/match-chat';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { matches, teams } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { phaseOf } from '../match/service';

export interface ChatMatch {
  id: number;
  channel: MatchChatChannel;
  state: number;
  kickoffAt: Date;
  home: string;
  away: string;
  closed: boolean;
}

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** The match, or 14001; a `channel` that names the other sport is refused (22203). */
export async function chatMatch(
  db: Db,
  matchId: number,
  channel?: MatchChatChannel,
): Promise<ChatMatch> {
  const [row] = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      state: matches.state,
      kickoffAt: matches.kickoffAt,
      home: home.shortName,
      away: away.shortName,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  if (!row || (row.sport !== 'football' && row.sport !== 'basketball'))
    throw new ApiError(errors.matchNotFound);
  if (channel && channel !== row.sport) throw new ApiError(errors.matchChatChannel);
  const sport: MatchChatChannel = row.sport;
  return {
    id: row.id,
    channel: sport,
    state: row.state,
    kickoffAt: row.kickoffAt,
    home: row.home,
    away: row.away,
    closed: phaseOf(sport, row.state) === 'finished',
  };
}
