// The simulator's catalogue: real competitions and clubs with stable ids, and a believable squad for every
// team. Competitions and teams are fixed data; the seed only decides who is in the squads.
import { describe, expect, it } from 'vitest';
import { basketballPositions, footballPositions } from '../../contract/enums/positions';
import { buildCatalogue, seasonOf } from '../../server/providers/feed/simulator/catalogue';
import type { Catalogue, TeamSpec } from '../../server/providers/feed/simulator/model';

const catalogue = buildCatalogue('qiulive');
const teamById = new Map(catalogue.teams.map((team) => [team.id, team]));
const competition = (shortName: string) => {
  const found = catalogue.competitions.find((c) => c.shortName === shortName);
  if (!found) throw new Error(`no competition ${shortName}`);
  return found;
};
const club = (shortName: string): TeamSpec => {
  const found = catalogue.teams.find((t) => t.shortName === shortName);
  if (!found) throw new Error(`no team ${shortName}`);
  return found;
};
const allPlayers = (c: Catalogue) => c.teams.flatMap((team) => c.squad(team.id));

/** Han characters, with the Latin letters and digits score sites keep (RB莱比锡, AC米兰, 沙尔克04). */
const chinese = /^[\p{Script=Han}A-Za-z0-9·]+$/u;
const han = /\p{Script=Han}/u;

describe('competitions', () => {
  it('has the headline competitions the site is built around, flagged hot', () => {
    for (const name of ['英超', '西甲', '意甲', '德甲', '法甲', '中超', '欧冠', '欧联', '亚冠']) {
      expect(competition(name).hot, name).toBe(true);
    }
    for (const name of [
      '解放者杯',
      '日职联',
      '韩K联',
      '沙特联',
      '美职业',
      '巴西甲',
      '英冠',
      '西乙',
    ]) {
      expect(competition(name).sport, name).toBe('football');
    }
    expect(competition('NBA').hot).toBe(true);
    expect(competition('CBA').hot).toBe(true);
  });

  it('keeps football ids in 1-99 and basketball ids in 101-199, each id once', () => {
    const ids = catalogue.competitions.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of catalogue.competitions) {
      if (c.sport === 'football') expect(c.id).toBeGreaterThanOrEqual(1);
      if (c.sport === 'football') expect(c.id).toBeLessThanOrEqual(99);
      if (c.sport === 'basketball') expect(c.id).toBeGreaterThanOrEqual(101);
      if (c.sport === 'basketball') expect(c.id).toBeLessThanOrEqual(199);
    }
  });

  it('has five basketball competitions: the NBA on its own rules, the rest FIBA', () => {
    const basketball = catalogue.competitions.filter((c) => c.sport === 'basketball');
    expect(basketball).toHaveLength(5);
    expect(competition('NBA').rules).toBe('nba');
    expect(competition('NBA').teamIds).toHaveLength(30);
    expect(competition('CBA').rules).toBe('fiba');
    expect(competition('CBA').teamIds).toHaveLength(20);
    for (const c of basketball.filter((c) => c.shortName !== 'NBA')) expect(c.rules).toBe('fiba');
  });

  it('lists only existing teams of its own sport, and every team sits in its own competition', () => {
    for (const c of catalogue.competitions) {
      expect(c.teamIds.length, c.shortName).toBeGreaterThanOrEqual(8);
      expect(new Set(c.teamIds).size).toBe(c.teamIds.length);
      for (const id of c.teamIds)
        expect(teamById.get(id)?.sport, `${c.shortName} ${id}`).toBe(c.sport);
    }
    for (const team of catalogue.teams) {
      const home = catalogue.competitions.find((c) => c.id === team.competitionId);
      expect(home?.teamIds, team.name).toContain(team.id);
    }
  });

  it('gives every competition a colour, kick-off slots and a stable season id', () => {
    for (const c of catalogue.competitions) {
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(Object.keys(c.slots).length, c.shortName).toBeGreaterThan(0);
      const season = seasonOf(c);
      expect(season.id).toBe(c.id * 10_000 + Number(c.seasonName.slice(0, 4)));
      expect(season.name).toMatch(/^20\d\d(\/\d\d)?$/);
    }
  });

  it('draws each domestic cup from its country and plays it as a knockout with a final venue', () => {
    const cups = catalogue.competitions.filter((c) => c.kind === 'cup');
    expect(cups.length).toBeGreaterThanOrEqual(6);
    for (const cup of cups) {
      expect(cup.format, cup.shortName).toBe('knockout');
      expect(cup.finalVenue, cup.shortName).toBeTruthy();
      for (const id of cup.teamIds) expect(teamById.get(id)?.country).toBe(cup.country);
    }
    // The English cup reaches down to the fifth tier, and leaves out the clubs in Europe that week.
    const faCup = competition('英足总杯').teamIds;
    expect(faCup).toContain(club('约克城').id);
    expect(faCup).not.toContain(club('曼城').id);
  });
});

describe('teams', () => {
  it('numbers league teams competition × 100 + n, each id once', () => {
    const ids = catalogue.teams.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const team of catalogue.teams) expect(Math.floor(team.id / 100)).toBe(team.competitionId);
  });

  it('names teams the way Chinese score sites do', () => {
    expect(club('曼城').name).toBe('曼彻斯特城');
    expect(club('皇马').name).toBe('皇家马德里');
    expect(club('拜仁').name).toBe('拜仁慕尼黑');
    expect(club('湖人').name).toBe('洛杉矶湖人');
    expect(club('曼城U21').competitionId).toBe(competition('英超2联赛').id);
    expect(club('阿森纳女足').competitionId).toBe(competition('英女超').id);
    for (const team of catalogue.teams) {
      expect(team.name, team.name).toMatch(chinese);
      expect(team.shortName, team.name).toMatch(chinese);
      // Chinese, or the club's own initials where the sites print those (CRB).
      if (!han.test(team.name)) expect(team.name).toMatch(/^[A-Z]{2,4}$/);
    }
  });

  it('rates sides realistically: the elite near 90, relegation sides near 60, lower tiers lower', () => {
    for (const team of catalogue.teams) {
      expect(team.rating).toBeGreaterThanOrEqual(0);
      expect(team.rating).toBeLessThanOrEqual(100);
    }
    expect(club('曼城').rating).toBeGreaterThanOrEqual(90);
    const mean = (shortName: string) => {
      const ids = competition(shortName).teamIds;
      return ids.reduce((sum, id) => sum + (teamById.get(id)?.rating ?? 0), 0) / ids.length;
    };
    const epl = competition('英超').teamIds.map((id) => teamById.get(id)?.rating ?? 0);
    expect(Math.min(...epl)).toBeGreaterThanOrEqual(58);
    expect(Math.min(...epl)).toBeLessThanOrEqual(70);
    expect(mean('英超')).toBeGreaterThan(mean('英冠'));
    expect(mean('英冠')).toBeGreaterThan(mean('英甲'));
    expect(mean('英甲')).toBeGreaterThan(mean('英乙'));
    expect(mean('英乙')).toBeGreaterThan(mean('英议联'));
  });

  it('gives football teams a name pool of their country and a venue for the big clubs', () => {
    expect(club('曼城').venue).toBe('伊蒂哈德球场');
    expect(club('上海海港').namePool).toBe('china');
    expect(club('皇马').namePool).toBe('spain');
    const withVenue = catalogue.teams.filter((t) => t.venue).length;
    expect(withVenue / catalogue.teams.length).toBeGreaterThan(0.5);
  });
});

describe('squads', () => {
  const players = allPlayers(catalogue);

  it('numbers players team × 100 + n, unique across the whole catalogue', () => {
    const ids = players.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of players) expect(Math.floor(p.id / 100)).toBe(p.teamId);
  });

  it('fields 23-26 footballers: three keepers, a back line, a midfield, strikers; shirt numbers unique', () => {
    const football = catalogue.teams.filter((t) => t.sport === 'football');
    for (const team of football) {
      const squad = catalogue.squad(team.id);
      expect(squad.length, team.name).toBeGreaterThanOrEqual(23);
      expect(squad.length, team.name).toBeLessThanOrEqual(26);
      expect(new Set(squad.map((p) => p.shirtNumber)).size).toBe(squad.length);
      const count = (codes: string[]) => squad.filter((p) => codes.includes(p.position)).length;
      expect(count(['GK'])).toBe(3);
      expect(count(['DC', 'DL', 'DR'])).toBeGreaterThanOrEqual(7);
      expect(count(['DM', 'MC', 'AM', 'ML', 'MR'])).toBeGreaterThanOrEqual(7);
      expect(count(['ST', 'LW', 'RW'])).toBeGreaterThanOrEqual(5);
      expect(squad.find((p) => p.shirtNumber === 1)?.position).toBe('GK');
      for (const p of squad) {
        expect(Object.hasOwn(footballPositions, p.position), p.position).toBe(true);
        expect(p.sport).toBe('football');
        expect(p.teamId).toBe(team.id);
      }
    }
  });

  it('fields 13-15 basketball players across the five positions', () => {
    for (const team of catalogue.teams.filter((t) => t.sport === 'basketball')) {
      const squad = catalogue.squad(team.id);
      expect(squad.length).toBeGreaterThanOrEqual(13);
      expect(squad.length).toBeLessThanOrEqual(15);
      expect(new Set(squad.map((p) => p.shirtNumber)).size).toBe(squad.length);
      for (const code of ['PG', 'SG', 'SF', 'PF', 'C']) {
        expect(squad.some((p) => p.position === code)).toBe(true);
      }
      for (const p of squad) expect(Object.hasOwn(basketballPositions, p.position)).toBe(true);
    }
  });

  it('gives players Chinese names, real ages and heights, mostly of the club’s country', () => {
    for (const p of players) {
      expect(p.name).toMatch(/^\p{Script=Han}[\p{Script=Han}·-]*$/u);
      expect(p.birthYear).toBeGreaterThanOrEqual(1988);
      expect(p.birthYear).toBeLessThanOrEqual(2008);
      expect(p.heightCm).toBeGreaterThan(150);
      expect(p.heightCm).toBeLessThan(230);
      expect(p.nationality).toMatch(/^\p{Script=Han}+$/u);
    }
    const keepers = players.filter((p) => p.position === 'GK');
    const wingers = players.filter((p) => p.position === 'LW' || p.position === 'RW');
    const meanHeight = (list: typeof players) =>
      list.reduce((sum, p) => sum + p.heightCm, 0) / list.length;
    expect(meanHeight(keepers)).toBeGreaterThan(meanHeight(wingers) + 8);
    const centres = players.filter((p) => p.sport === 'basketball' && p.position === 'C');
    expect(meanHeight(centres)).toBeGreaterThan(205);

    const inChina = players.filter((p) => teamById.get(p.teamId)?.namePool === 'china');
    const locals = inChina.filter((p) => p.nationality === '中国').length / inChina.length;
    expect(locals).toBeGreaterThan(0.7);
    expect(locals).toBeLessThan(0.97);
    const epl = competition('英超').teamIds.flatMap((id) => catalogue.squad(id));
    const english = epl.filter((p) => p.nationality === '英格兰').length / epl.length;
    expect(english).toBeGreaterThan(0.25);
    expect(english).toBeLessThan(0.6);
  });

  it('fills youth sides with players born 2003-2008', () => {
    const youth = catalogue.squad(club('曼城U21').id);
    for (const p of youth) {
      expect(p.birthYear).toBeGreaterThanOrEqual(2003);
      expect(p.birthYear).toBeLessThanOrEqual(2008);
    }
  });

  it('builds each squad once and hands the same one back', () => {
    const id = club('利物浦').id;
    expect(catalogue.squad(id)).toBe(catalogue.squad(id));
  });
});

describe('seeds', () => {
  it('builds the same world twice from the same seed', () => {
    const again = buildCatalogue('qiulive');
    expect(again.competitions).toEqual(catalogue.competitions);
    expect(again.teams).toEqual(catalogue.teams);
    for (const team of catalogue.teams.filter((_, i) => i % 7 === 0)) {
      expect(again.squad(team.id)).toEqual(catalogue.squad(team.id));
    }
  });

  it('keeps competitions and teams under another seed but picks other players', () => {
    const other = buildCatalogue(20260101);
    expect(other.competitions).toEqual(catalogue.competitions);
    expect(other.teams).toEqual(catalogue.teams);
    const sample = catalogue.teams.filter((_, i) => i % 11 === 0);
    const renamed = sample.filter((team) => {
      const names = (c: Catalogue) =>
        c
          .squad(team.id)
          .map((p) => p.name)
          .join();
      return names(other) !== names(catalogue);
    });
    expect(renamed.length).toBe(sample.length);
  });
});
