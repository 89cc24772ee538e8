// What an article's cover is drawn from: its title and column, and the first match it tags (teams, competition,
// state, score, kick-off). Read straight from the tables, like the crests: the picture is a view of them.
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { competitions, matches, newsArticles, newsColumns, teams } from '../../db/schema';
import type { ArticleCoverFacts, CoverMatch, CoverSport } from './article-cover-svg';

/** A column's sport when no tag says it: 篮球, NBA, CBA and the like are basketball, the rest football. */
export const sportOfColumn = (columnNo: string, name: string): CoverSport =>
  /basket|nba|cba|wnba|篮/i.test(`${columnNo} ${name}`) ? 'basketball' : 'football';

const asSport = (sport: string): CoverSport => (sport === 'basketball' ? 'basketball' : 'football');

async function matchOf(db: Db, id: number): Promise<CoverMatch | null> {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const [row] = await db
    .select({
      sport: matches.sport,
      competition: competitions.shortName,
      competitionName: competitions.name,
      competitionColor: competitions.color,
      state: matches.state,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      kickoffAt: matches.kickoffAt,
      homeId: home.id,
      homeName: home.name,
      homeShort: home.shortName,
      awayId: away.id,
      awayName: away.name,
      awayShort: away.shortName,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, id));
  if (!row) return null;
  return {
    sport: asSport(row.sport),
    competition: row.competition || row.competitionName,
    competitionColor: row.competitionColor,
    home: { id: row.homeId, name: row.homeName, shortName: row.homeShort },
    away: { id: row.awayId, name: row.awayName, shortName: row.awayShort },
    state: row.state,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    kickoffAt: row.kickoffAt,
  };
}

/** A published article's cover facts; null for an unknown, draft or withdrawn id (readers never see those). */
export async function articleCoverFacts(db: Db, id: number): Promise<ArticleCoverFacts | null> {
  const [article] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      columnNo: newsColumns.columnNo,
      columnName: newsColumns.name,
      competitionIds: newsArticles.competitionIds,
      matchIds: newsArticles.matchIds,
    })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, 'published')));
  if (!article) return null;
  const match = article.matchIds.length > 0 ? await matchOf(db, article.matchIds[0]!) : null;
  let sport = match?.sport ?? sportOfColumn(article.columnNo, article.columnName);
  if (!match && article.competitionIds.length > 0) {
    const [tagged] = await db
      .select({ sport: competitions.sport })
      .from(competitions)
      .where(inArray(competitions.id, article.competitionIds.slice(0, 1)));
    if (tagged) sport = asSport(tagged.sport);
  }
  return {
    id: article.id,
    title: article.title,
    columnNo: article.columnNo,
    columnName: article.columnName,
    sport,
    match,
  };
}
