// The experts module's public face (有料): what routes, the CLI, the demo and other modules may call.
export { buyPlanAsUser } from './buy';
export { committedText, sha256 } from './commitment';
export { expertCard, expertCards, expertIds, requireExpert } from './experts';
export {
  boughtPlans,
  homePlans,
  listIndexPlans,
  listPlans,
  matchesWithPlans,
  morePlans,
  planByCode,
} from './lists';
export { pickableCompetitions, pickableMatches } from './match-picker';
export { linesAt } from './plan-matches';
export { applyForExpert, decideExpertApplication, expertInfo, makeExpert } from './profile';
export { PLANS_PER_DAY, publishPlan } from './publish';
export { expertHead, hotExperts, RANK_MIN_SETTLED, rankExperts } from './ranks';
export { recordOf } from './record';
export { recordsChanged } from './records';
export { PlanSettler, purchaseEnd, settleDue, settlePlanNow } from './settle-run';
