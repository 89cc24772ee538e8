// Date strip of the schedule and results pages (spec §4): long lists are cut to a week of tabs.

/** The schedule looks ahead and keeps the earliest dates; results look back and keep the latest. */
export type DateListMode = 'schedule' | 'results';

export const DATE_LIST_KEEP = 7;

/** With 8 or more dates keep 7: the first 7 for the schedule, the last 7 for results. */
export const keepDateList = <T>(dates: readonly T[], mode: DateListMode): T[] => {
  if (dates.length <= DATE_LIST_KEEP) return [...dates];
  return mode === 'schedule' ? dates.slice(0, DATE_LIST_KEEP) : dates.slice(-DATE_LIST_KEEP);
};
