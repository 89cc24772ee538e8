// The catalogue's table zones and groups, and the library's regions: every league's zones fit its table
// without overlapping, cups have none, NBA ranks two conferences of fifteen, and every country has a region.
import { describe, expect, it } from 'vitest';
import { regionOf } from '../../contract/enums/regions';
import { buildCatalogue } from '../../server/providers/feed/simulator/catalogue';

const catalogue = buildCatalogue('qiulive');
const competition = (shortName: string) => {
  const found = catalogue.competitions.find((c) => c.shortName === shortName);
  if (!found) throw new Error(`no competition ${shortName}`);
  return found;
};

describe('table zones', () => {
  it('fit inside each league table, in order and without overlap; cups have none', () => {
    for (const c of catalogue.competitions) {
      const zones = c.zones ?? [];
      if (c.format === 'knockout') {
        expect(zones, c.shortName).toEqual([]);
        continue;
      }
      // NBA's zones count within a conference.
      const size = c.shortName === 'NBA' ? c.teamIds.length / 2 : c.teamIds.length;
      let last = 0;
      for (const z of zones) {
        expect(z.from, `${c.shortName} ${z.label}`).toBeGreaterThan(last);
        expect(z.to).toBeGreaterThanOrEqual(z.from);
        expect(z.to, `${c.shortName} ${z.label}`).toBeLessThanOrEqual(size);
        last = z.to;
      }
    }
  });

  it('gives the big leagues their real places', () => {
    const epl = competition('英超');
    expect(epl.zones?.map((z) => [z.from, z.to, z.label])).toEqual([
      [1, 4, '欧冠'],
      [5, 5, '欧联'],
      [6, 6, '欧协联资格'],
      [epl.teamIds.length - 2, epl.teamIds.length, '降级'],
    ]);
    expect(competition('德甲').zones?.find((z) => z.tone === 'playoff')?.label).toBe('降级附加赛');
    expect(competition('英冠').zones?.[0]).toMatchObject({ from: 1, to: 2, tone: 'promotion' });
  });

  it('splits NBA into two conferences of 15 and leaves every other team in one table', () => {
    const nba = competition('NBA');
    const groups = nba.teamIds.map((id) => catalogue.teams.find((t) => t.id === id)?.group);
    expect(groups.filter((g) => g === '东部')).toHaveLength(15);
    expect(groups.filter((g) => g === '西部')).toHaveLength(15);
    const others = catalogue.teams.filter((t) => t.competitionId !== nba.id);
    expect(others.every((t) => t.group === '')).toBe(true);
  });
});

describe('regions', () => {
  it('places every competition of the catalogue somewhere other than 其他', () => {
    const lost = catalogue.competitions.filter((c) => regionOf(c.country) === '其他');
    expect(lost.map((c) => `${c.shortName} ${c.country}`)).toEqual([]);
    expect(regionOf('英格兰')).toBe('欧洲');
    expect(regionOf('欧洲')).toBe('国际');
    expect(regionOf('火星')).toBe('其他');
  });
});
