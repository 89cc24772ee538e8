// Typed calls of the expert's own side (有料): my expert info (spec §4), applying to be an expert, publishing a plan.
import type { CallInput } from '../../contract/call';
import { expertApply, expertInfo, publishPlan } from '../../contract/calls/expert';
import { request } from './request';

/** Spec §4: loaded after user info; it fills the session's expertsInfo. */
export const getExpertInfo = () => request(expertInfo, undefined, { progress: false });
export const applyExpert = (input: CallInput<typeof expertApply>) => request(expertApply, input);
export const publishExpertPlan = (input: CallInput<typeof publishPlan>) =>
  request(publishPlan, input);
