// The search aliases hit what the simulator's catalogue really calls its teams and competitions: every
// alias names a catalogue team or competition (or contains one), except the players, whom the simulator
// does not have by their real names (its squads are drawn from name pools).
import { describe, expect, it } from 'vitest';
import { ALIASES, aliasesOf } from '../../server/modules/search/aliases';
import { searchTextOf } from '../../server/modules/search/query-text';
import { buildCatalogue } from '../../server/providers/feed/simulator/catalogue';

const catalogue = buildCatalogue(1);
const names = [
  ...catalogue.teams.flatMap((t) => [t.name, t.shortName]),
  ...catalogue.competitions.flatMap((c) => [c.name, c.shortName]),
];
/** Real people the demo has no row for: still searched for, they find news and posts that name them. */
const people = new Set([
  '勒布朗·詹姆斯',
  '斯蒂芬·库里',
  '利昂内尔·梅西',
  '克里斯蒂亚诺·罗纳尔多',
  '埃尔林·哈兰德',
]);

describe('search aliases', () => {
  it.each(Object.entries(ALIASES))('%s → %j names the catalogue', (_, targets) => {
    for (const target of targets) {
      if (people.has(target)) continue;
      expect(
        names.some((n) => n.includes(target)),
        target,
      ).toBe(true);
    }
  });

  it('expands a query to its aliases, whatever its case and width', () => {
    expect(aliasesOf('皇马')).toEqual(['皇家马德里']);
    expect(searchTextOf(' ｎｂａ ').terms).toEqual(['nba', '美国男子职业篮球联赛']);
    expect(searchTextOf('勒布朗 · 詹姆斯').folded).toEqual(['勒布朗詹姆斯']);
    expect(searchTextOf('阿森纳').terms).toEqual(['阿森纳']);
  });

  it('cuts 3 characters or more into pairs for the loose tier, not 2', () => {
    expect(searchTextOf('皇马').grams).toEqual([]);
    expect(searchTextOf('皇家马得里').grams).toEqual(['皇家', '家马', '马得', '得里']);
  });
});
