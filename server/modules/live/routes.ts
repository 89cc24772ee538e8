// HTTP routes of the live-data host.
import type { FastifyInstance } from 'fastify';
import { basketballList, footballList, liveTime } from '../../../contract/calls/live';
import {
  basketballCompetitions,
  basketStandings,
  bbPlayer,
  bbTeam,
  database,
  fbPlayer,
  fbStandings,
  fbTeam,
  footballCompetitions,
} from '../../../contract/calls/live-library';
import {
  basketAnalysis,
  basketMatch,
  fbAnalysis,
  fbMatch,
  lotteryIssue,
  scheduleDates,
  tvMatchList,
} from '../../../contract/calls/live-match';
import { matchOdds, oddsHistory } from '../../../contract/calls/live-odds';
import { route } from '../../http/route';
import { matchAnalysis } from '../match/analysis';
import { BoardCache } from '../match/board';
import { basketballMatch, footballMatch } from '../match/centre';
import { dayCompetitions, libraryIndex, standingsPage } from '../match/competitions';
import { basketballPlayer, footballPlayer, teamPage } from '../match/library';
import { lotteryIssue as issueOf } from '../match/lottery-read';
import { oddsHistory as historyOf, matchOdds as oddsOf } from '../match/odds-read';
import { scheduleDates as datesOf, tvMatchList as stripOf } from '../match/schedule';

export function liveRoutes(app: FastifyInstance) {
  const { clock } = app.ctx;
  const boards = new BoardCache(app.ctx.db, app.ctx.bus, clock);
  app.ctx.ingest.onStored((sport) => boards.invalidate(sport));

  route(app, liveTime, async () => ({ now: clock() }));
  route(app, footballList, ({ query }) => boards.get('football', query.date));
  route(app, basketballList, ({ query }) => boards.get('basketball', query.date));

  // The match centre, analysis and odds pages.
  const { db, bus } = app.ctx;
  route(app, fbMatch, ({ params }) => footballMatch(db, bus, params.id));
  route(app, basketMatch, ({ params }) => basketballMatch(db, bus, params.id));
  route(app, fbAnalysis, ({ params }) => matchAnalysis(db, params.id, 'football'));
  route(app, basketAnalysis, ({ params }) => matchAnalysis(db, params.id, 'basketball'));
  route(app, oddsHistory, ({ params, query }) => historyOf(db, params.type, query));
  route(app, matchOdds, ({ params, query }) =>
    oddsOf(db, bus, params.type, params.matchId, query.market),
  );

  // Schedules, the home page strip and lottery issues.
  route(app, scheduleDates, ({ query }) => datesOf(db, query.type, query.range, clock()));
  route(app, tvMatchList, () => stripOf(db, bus, clock()));
  route(app, lotteryIssue, ({ query }) => issueOf(db, query.lotteryCode, query.issueNo, clock()));

  // The data library and the lists' competition filters.
  route(app, fbTeam, ({ params }) => teamPage(db, params.id, 'football', clock()));
  route(app, bbTeam, ({ params }) => teamPage(db, params.id, 'basketball', clock()));
  route(app, fbPlayer, ({ params }) => footballPlayer(db, params.id));
  route(app, bbPlayer, ({ params }) => basketballPlayer(db, params.id));
  route(app, fbStandings, ({ params }) => standingsPage(db, params.competitionId, 'football'));
  route(app, basketStandings, ({ params }) =>
    standingsPage(db, params.competitionId, 'basketball'),
  );
  route(app, footballCompetitions, async ({ query }) =>
    dayCompetitions(db, (await boards.get('football', query.date)).data),
  );
  route(app, basketballCompetitions, async ({ query }) =>
    dayCompetitions(db, (await boards.get('basketball', query.date)).data),
  );
  route(app, database, () => libraryIndex(db));
}
