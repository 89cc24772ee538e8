// HTTP routes of a competition in the data library: its head, table splits, schedule by round or day,
// bracket and leaders (issue 21). Answers go through the shared LibraryCache (ETag, gzip), keyed by
// everything that shapes them.
import type { FastifyInstance } from 'fastify';
import {
  competitionBracket,
  competitionHead,
  competitionLeaders,
  competitionSchedule,
  competitionStandings,
} from '../../../contract/calls/library-competition';
import { route } from '../../http/route';
import type { LibraryCache } from './library-cache';
import { bracketOf } from './library-competition/bracket';
import { headOf } from './library-competition/head';
import { leadersOf } from './library-competition/leaders';
import { scheduleOf } from './library-competition/schedule';
import { competitionOf } from './library-competition/season';
import { standingsOf } from './library-competition/table';

export function competitionRoutes(app: FastifyInstance, cache: LibraryCache) {
  const { db } = app.ctx;
  const season = (c: { seasonId: number }, asked: number | undefined) => asked ?? c.seasonId;

  route(app, competitionHead, ({ params, query }) =>
    cache.get(`competition:${params.id}:head:${query.seasonId ?? ''}`, async () =>
      headOf(db, await competitionOf(db, params.id), query.seasonId),
    ),
  );
  route(app, competitionStandings, ({ params, query }) =>
    cache.get(`competition:${params.id}:standings:${query.seasonId ?? ''}`, async () => {
      const c = await competitionOf(db, params.id);
      const seasonId = season(c, query.seasonId);
      return { seasonId, zones: c.zones, groups: await standingsOf(db, c, seasonId) };
    }),
  );
  route(app, competitionSchedule, ({ params, query }) =>
    cache.get(
      `competition:${params.id}:schedule:${query.seasonId ?? ''}:${query.round ?? ''}:${query.date ?? ''}`,
      async () => {
        const c = await competitionOf(db, params.id);
        return scheduleOf(db, c, season(c, query.seasonId), query);
      },
    ),
  );
  route(app, competitionBracket, ({ params, query }) =>
    cache.get(`competition:${params.id}:bracket:${query.seasonId ?? ''}`, async () => {
      const c = await competitionOf(db, params.id);
      return bracketOf(db, c, season(c, query.seasonId));
    }),
  );
  route(app, competitionLeaders, ({ params, query }) =>
    cache.get(`competition:${params.id}:leaders:${query.seasonId ?? ''}`, async () => {
      const c = await competitionOf(db, params.id);
      return leadersOf(db, c, season(c, query.seasonId));
    }),
  );
}
