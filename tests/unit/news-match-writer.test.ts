// The feed's article templates on their own: a report names every goal and the score line, and reports of
// different matches with the same story do not read alike (their sentences, names and numbers aside, differ).
import { describe, expect, it } from 'vitest';
import { basketballReport } from '../../server/modules/news/match-writer/basketball-report';
import type {
  BasketballReportFacts,
  FootballReportFacts,
} from '../../server/modules/news/match-writer/facts';
import { footballReport } from '../../server/modules/news/match-writer/football-report';

const football = (id: number): FootballReportFacts => ({
  id,
  sport: 'football',
  competitionId: 1,
  competition: '英超',
  round: '第13轮',
  kickoffAt: Date.parse('2026-11-22T20:00:00+08:00'),
  venue: '主场球场',
  knockout: false,
  neutral: false,
  home: { id: 1, name: `主队${id}`, fullName: `主队${id}` },
  away: { id: 2, name: `客队${id}`, fullName: `客队${id}` },
  score: { home: 2, away: 1 },
  half: { home: 0, away: 1 },
  penalties: null,
  goals: [
    {
      minute: 20,
      addedMinute: 0,
      period: 1,
      side: 'away',
      player: `客将${id}`,
      assist: '',
      kind: 'goal',
      homeScore: 0,
      awayScore: 1,
    },
    {
      minute: 55,
      addedMinute: 0,
      period: 2,
      side: 'home',
      player: `主将${id}`,
      assist: `帮手${id}`,
      kind: 'goal',
      homeScore: 1,
      awayScore: 1,
    },
    {
      minute: 88,
      addedMinute: 0,
      period: 2,
      side: 'home',
      player: `主将${id}`,
      assist: '',
      kind: 'penaltyGoal',
      homeScore: 2,
      awayScore: 1,
    },
  ],
  cards: [{ minute: 60, addedMinute: 0, side: 'away', player: `后卫${id}`, kind: 'yellowCard' }],
  missedPenalties: [],
  stats: {
    home: { possession: 61, shots: 15, shotsOnTarget: 6, corners: 8 },
    away: { possession: 39, shots: 7, shotsOnTarget: 2, corners: 3 },
  },
  table: {
    size: 20,
    before: {
      home: { rank: 5, played: 12, won: 6, drawn: 3, lost: 3, points: 21 },
      away: { rank: 4, played: 12, won: 7, drawn: 1, lost: 4, points: 22 },
    },
    after: {
      home: { rank: 3, played: 13, won: 7, drawn: 3, lost: 3, points: 24 },
      away: { rank: 5, played: 13, won: 7, drawn: 1, lost: 5, points: 22 },
    },
  },
});

/** The sentences of a body with its names and numbers blanked: what is left is the wording. */
function wording(html: string, id: number) {
  return new Set(
    html
      .replace(/<[^>]+>/g, '。')
      .replaceAll(String(id), '')
      .replace(/\d+/g, '#')
      .split(/[。；]/)
      .map((s) => s.trim())
      .filter((s) => s.length > 4),
  );
}

const overlap = (a: Set<string>, b: Set<string>) =>
  [...a].filter((s) => b.has(s)).length / Math.min(a.size, b.size);

describe('match report templates', () => {
  it('names the score line and every goal with its scorer and minute', () => {
    const f = football(7);
    const r = footballReport(f);
    expect(r.title).toMatch(/^英超-主将7梅开二度 主队72-1.*客队7$/);
    expect(r.body).toContain('主队7 2-1 客队7（半场0-1）');
    for (const g of f.goals) expect(r.body).toContain(`第${g.minute}分钟`);
    expect(r.body).toContain("主将7 88'（点球）");
    expect(r.body).toContain("客将7 20'");
    // Behind at half time, won: the story is a comeback, and the table move is told.
    expect(r.body).toMatch(/逆转|扳/);
    expect(r.body).toContain('第3位');
  });

  it('tells the same story in different words for different matches', () => {
    const ids = Array.from({ length: 12 }, (_, i) => 9000 + i * 37);
    // The prose, not the fact box (the same facts in the same fixed lines by design).
    const prose = (id: number) => footballReport(football(id)).body.split('<h3>')[0]!;
    const texts = ids.map((id) => wording(prose(id), id));
    const pairs: number[] = [];
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) pairs.push(overlap(texts[i]!, texts[j]!));
    // No two reports share most of their sentences, and on average they share few.
    expect(Math.max(...pairs)).toBeLessThan(0.75);
    expect(pairs.reduce((a, b) => a + b, 0) / pairs.length).toBeLessThan(0.45);
    // The same match always reads the same (a rewrite would not change a published article's words).
    expect(footballReport(football(ids[0]!)).body).toBe(footballReport(football(ids[0]!)).body);
  });

  it('puts the box score’s top scorer and the quarter scores in a basketball report', () => {
    const f: BasketballReportFacts = {
      ...football(3),
      sport: 'basketball',
      competition: 'NBA',
      score: { home: 101, away: 108 },
      periods: [
        { home: 30, away: 25 },
        { home: 25, away: 22 },
        { home: 20, away: 31 },
        { home: 26, away: 30 },
      ],
      players: [
        {
          side: 'away',
          name: '杰森·塔图姆',
          minutesPlayed: 38,
          points: 34,
          rebounds: 11,
          assists: 5,
          steals: 1,
          blocks: 0,
          threePointsScored: 5,
        },
        {
          side: 'away',
          name: '杰伦·布朗',
          minutesPlayed: 35,
          points: 22,
          rebounds: 4,
          assists: 7,
          steals: 2,
          blocks: 1,
          threePointsScored: 2,
        },
        {
          side: 'home',
          name: '勒布朗·詹姆斯',
          minutesPlayed: 37,
          points: 29,
          rebounds: 8,
          assists: 9,
          steals: 1,
          blocks: 1,
          threePointsScored: 3,
        },
      ],
      stats: null,
      table: null,
    };
    const r = basketballReport(f);
    expect(r.title).toBe(`NBA-塔图姆34分+11板 客队3108-101${r.title.split('108-101')[1]}`);
    expect(r.body).toContain('主队3 101-108 客队3');
    expect(r.body).toContain('得分 杰森·塔图姆 34分');
    expect(r.body).toContain('<td>30</td><td>25</td><td>20</td><td>26</td><td>101</td>');
    expect(r.body).toContain('两双');
  });
});
