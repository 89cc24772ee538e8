// HTTP routes of the experts (有料): spec §7 Experts verbatim, applying, buying and the plans I bought; and the
// settlement queue, which works for as long as the app runs.
import type { FastifyPluginAsync } from 'fastify';
import {
  boughtPlans as boughtPlansCall,
  buyPlan as buyPlanCall,
  expertApply,
  expertHead as expertHeadCall,
  expertInfo as expertInfoCall,
  expertPlans,
  expertRanks,
  homePlans as homePlansCall,
  hotExperts as hotExpertsCall,
  indexPlans,
  morePlans as morePlansCall,
  planByCode as planByCodeCall,
  planList,
  planMatches,
  publishPlan as publishPlanCall,
  tjMatch,
  tjMatchFilter,
} from '../../../contract/calls/expert';
import { route } from '../../http/route';
import { idempotencyKeyOf } from '../pay/service';
import {
  applyForExpert,
  boughtPlans,
  buyPlanAsUser,
  expertHead,
  expertInfo,
  homePlans,
  hotExperts,
  listIndexPlans,
  listPlans,
  matchesWithPlans,
  morePlans,
  PlanSettler,
  pickableCompetitions,
  pickableMatches,
  planByCode,
  publishPlan,
  rankExperts,
} from './service';

export const expertModule: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const viewer = (user: { id: number } | null | undefined) => user?.id ?? null;

  route(app, expertInfoCall, ({ user }) => expertInfo(db, user.id));
  route(app, expertApply, ({ user, body }) => applyForExpert(db, user.id, body));
  route(app, publishPlanCall, ({ user, body }) => publishPlan(ctx, user.id, body));
  route(app, tjMatch, ({ query }) => pickableMatches(db, query));
  route(app, tjMatchFilter, ({ query }) => pickableCompetitions(db, query.matchType));
  route(app, planByCodeCall, ({ params, user }) => planByCode(db, params.code, viewer(user)));
  route(app, planList, ({ body, user }) => listPlans(db, body, viewer(user)));
  route(app, indexPlans, ({ body, user }) => listIndexPlans(db, body, viewer(user)));
  route(app, homePlansCall, ({ body, user }) => homePlans(db, body.limit, viewer(user)));
  route(app, morePlansCall, ({ body, user }) => morePlans(db, body.planId, viewer(user)));
  route(app, planMatches, ({ body }) => matchesWithPlans(db, body));
  route(app, hotExpertsCall, ({ body, user }) =>
    hotExperts(db, body.sport, body.limit, viewer(user)),
  );
  route(app, expertRanks, ({ body, user }) => rankExperts(db, body, viewer(user)));
  route(app, expertHeadCall, ({ body, user }) => expertHead(db, body.expertId, viewer(user)));
  route(app, expertPlans, ({ body, user }) =>
    listPlans(
      db,
      { expertId: body.expertId, state: body.state, sort: 'new', pageParam: body.pageParam },
      viewer(user),
    ),
  );
  route(app, buyPlanCall, ({ user, body, request }) =>
    buyPlanAsUser(ctx, user.id, body.planId, idempotencyKeyOf(request)),
  );
  route(app, boughtPlansCall, ({ user, body }) => boughtPlans(db, user.id, body.pageParam));

  const settler = new PlanSettler(app);
  settler.start();
  settlers.set(ctx, settler);
  app.addHook('onClose', () => settler.stop());
};

const settlers = new WeakMap<object, PlanSettler>();
/** The app's settlement queue (tests wake it and wait for it). */
export const planSettlerOf = (ctx: object) => settlers.get(ctx);
