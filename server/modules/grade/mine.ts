// GET /api/grade/mine and /api/grade/levels: the user's level card and the level table with its privileges.
import type { MyGrade } from '../../../contract/calls/grade';
import { chinaDay } from '../../../contract/format/china-day';
import {
  experienceSources,
  LEVEL_MAX,
  levelPrivileges,
  levelThresholds,
  sourceRules,
  thresholdOf,
  tierOf,
} from '../../../contract/grade';
import type { AppContext } from '../../context';
import { checkinStateOf } from './checkin';
import { gradeNow } from './clock';
import { earnedToday } from './experience';
import { experienceOf } from './tasks';

export async function myGradeOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<MyGrade> {
  const now = gradeNow(ctx);
  const [state, earned, checkin] = await Promise.all([
    experienceOf(ctx.db, userId),
    earnedToday(ctx.db, userId, chinaDay(now)),
    checkinStateOf(ctx.db, userId, now),
  ]);
  const level = Math.min(state.level, LEVEL_MAX);
  return {
    level,
    experience: state.experience,
    levelFrom: thresholdOf(level),
    levelTo: level >= LEVEL_MAX ? null : thresholdOf(level + 1),
    tierName: tierOf(level).name,
    today: experienceSources.map((source) => ({
      source,
      label: sourceRules[source].label,
      rule: sourceRules[source].rule,
      earned: earned.get(source) ?? 0,
      cap: sourceRules[source].dailyCap,
    })),
    checkin,
  };
}

export function levelTable() {
  return {
    levels: levelThresholds.map((experience, level) => {
      const tier = tierOf(level);
      return {
        level,
        experience,
        tierName: tier.name,
        badgeColor: tier.badgeTo,
        chatColor: tier.chatColor,
        privileges: levelPrivileges.filter((p) => level >= p.from).map((p) => p.title),
      };
    }),
  };
}
