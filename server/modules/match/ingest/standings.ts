// League tables, rebuilt from a competition's finished matches (football 3/1/0 points; basketball wins,
// ranked by win percentage).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export async function rebuildStandings(db: Db, competitionIds: Iterable<number>) {
  for (const competitionId of new Set(competitionIds)) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from standings where competition_id = ${competitionId}`);
      await tx.execute(sql`
        with c as (
          select id, sport, season_id, case when sport = 'football' then 8 else 10 end as finished
          from competitions where id = ${competitionId} and kind = 'league'
        ), results as (
          select m.home_team_id as team_id, m.home_score as f, m.away_score as a, m.kickoff_at
          from matches m join c on m.competition_id = c.id and m.season_id = c.season_id
          where m.state = c.finished
          union all
          select m.away_team_id, m.away_score, m.home_score, m.kickoff_at
          from matches m join c on m.competition_id = c.id and m.season_id = c.season_id
          where m.state = c.finished
        ), tally as (
          select t.id as team_id, t.name,
            count(r.team_id) as played,
            count(*) filter (where r.f > r.a) as won,
            count(*) filter (where r.f = r.a) as drawn,
            count(*) filter (where r.f < r.a) as lost,
            coalesce(sum(r.f), 0) as scored_for,
            coalesce(sum(r.a), 0) as scored_against,
            right(coalesce(string_agg(case when r.f > r.a then 'W' when r.f = r.a then 'D' else 'L' end, ''
              order by r.kickoff_at), ''), 5) as form
          from teams t join c on t.competition_id = c.id
          left join results r on r.team_id = t.id
          group by t.id, t.name
        ), scored as (
          select tally.*, case when c.sport = 'football' then won * 3 + drawn else won end as points,
            -- Basketball tables rank by win percentage (teams have played different numbers of games).
            case when c.sport = 'basketball' then won::float / nullif(played, 0) end as win_rate
          from tally, c
        )
        insert into standings (competition_id, season_id, team_id, rank, played, won, drawn, lost,
          scored_for, scored_against, points, form)
        select ${competitionId}, (select season_id from c), team_id,
          row_number() over (order by win_rate desc nulls last, points desc,
            scored_for - scored_against desc, scored_for desc, name),
          played, won, drawn, lost, scored_for, scored_against, points, form
        from scored`);
    });
  }
}
