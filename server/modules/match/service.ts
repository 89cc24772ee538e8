// The match module's public face: boards, match pages, schedules, the data library, reservations and attention.
// Routes and other modules import from here, not from the files behind it.
export { matchAnalysis } from './analysis';
export { followedMatches, operAttention, pageOfAttention } from './attention';
export { BoardCache, matchItems } from './board';
export { basketballMatch, footballMatch } from './centre';
export { dayCompetitions, libraryIndex, standingsPage } from './competitions';
export { basketballPlayer, footballPlayer, teamPage } from './library';
export { lotteryIssue } from './lottery-read';
export { hotMatchesBetween, lastStarters, tableAround } from './news-reads';
export { matchOdds, oddsHistory } from './odds-read';
export { findMatch } from './reads';
export { allReserved, anchorsOfMatch, nextReserved, reserve, upcomingReserved } from './reserve';
export { scheduleDates, tvMatchList } from './schedule';
export { dateStrip, dayList, hotCompetitions, itemsInOrder, typedMatchItems } from './schedule-api';
export { FINISHED, inPhase, isAhead, phaseOf, statesIn } from './states';
