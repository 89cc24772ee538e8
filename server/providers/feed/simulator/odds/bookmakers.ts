// The bookmakers the odds pages list, with the overround each builds into its prices. Chinese odds pages
// compare the same companies side by side, so the margins differ the way the real ones do: 澳门 keeps a fat
// 1X2 margin, 皇冠 and 明陞 run thin Asian books, Bet365 sits in between.
import type { OddsMarket } from '../../types';

export interface Bookmaker {
  id: number;
  name: string;
  /** Overround per market: implied probabilities of one line sum to 1 + margin. */
  margin: Record<OddsMarket, number>;
  /**
   * How far this book's own read of a match strays from the market (log-scale spread of its team
   * strengths): the reason two books never quote exactly the same price.
   */
  opinion: number;
  /** Chance that the book re-quotes a market on a routine tick; events re-price every book. */
  activity: number;
}

export const bookmakers: readonly Bookmaker[] = [
  {
    id: 1,
    name: '澳门',
    margin: { europe: 0.08, asia: 0.06, overUnder: 0.06 },
    opinion: 0.04,
    activity: 0.45,
  },
  {
    id: 2,
    name: '皇冠',
    margin: { europe: 0.04, asia: 0.04, overUnder: 0.04 },
    opinion: 0.02,
    activity: 0.75,
  },
  {
    id: 3,
    name: 'Bet365',
    margin: { europe: 0.05, asia: 0.05, overUnder: 0.05 },
    opinion: 0.025,
    activity: 0.7,
  },
  {
    id: 4,
    name: '立博',
    margin: { europe: 0.07, asia: 0.055, overUnder: 0.055 },
    opinion: 0.035,
    activity: 0.5,
  },
  {
    id: 5,
    name: '威廉希尔',
    margin: { europe: 0.065, asia: 0.055, overUnder: 0.055 },
    opinion: 0.03,
    activity: 0.55,
  },
  {
    id: 6,
    name: '易胜博',
    margin: { europe: 0.045, asia: 0.045, overUnder: 0.045 },
    opinion: 0.025,
    activity: 0.65,
  },
  {
    id: 7,
    name: '伟德',
    margin: { europe: 0.06, asia: 0.05, overUnder: 0.05 },
    opinion: 0.03,
    activity: 0.55,
  },
  {
    id: 8,
    name: '明陞',
    margin: { europe: 0.045, asia: 0.04, overUnder: 0.04 },
    opinion: 0.02,
    activity: 0.7,
  },
];
