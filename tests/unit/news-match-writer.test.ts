// The feed's article templates on their own: a report names every goal and the score line, and reports of
// different matches with the same story do not read alike (their sentences, names and numbers aside, differ).
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '../../contract/match';
import { basketballReport } from '../../server/modules/news/match-writer/basketball-report';
import { biggest, PREVIEWS_PER_DAY } from '../../server/modules/news/match-writer/choose';
import type {
  BasketballReportFacts,
  FootballReportFacts,
} from '../../server/modules/news/match-writer/facts';
import { footballReport } from '../../server/modules/news/match-writer/football-report';
import { matchPreview } from '../../server/modules/news/match-writer/preview';

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

  it('does not narrate the halves when the timeline misses goals', () => {
    const r = footballReport({ ...football(8), goals: [] });
    expect(r.body).toContain('主队8 2-1 客队8');
    expect(r.body).not.toMatch(/未能破门|没能改写比分|0-0/);
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

  it('previews say the table, form, meetings and odds, and read differently from match to match', () => {
    const preview = (id: number) =>
      matchPreview({
        ...football(id),
        form: {
          home: { results: ['W', 'W', 'W', 'D', 'L'], scoredFor: 11, scoredAgainst: 4 },
          away: { results: ['L', 'D', 'W', 'W', 'L'], scoredFor: 6, scoredAgainst: 7 },
        },
        meetings: [
          {
            kickoffAt: Date.parse('2026-03-01T20:00:00+08:00'),
            homeId: 2,
            homeName: '客',
            awayName: '主',
            homeScore: 1,
            awayScore: 2,
          },
        ],
        table: {
          size: 20,
          home: { rank: 1, played: 12, won: 9, drawn: 2, lost: 1, points: 29 },
          away: { rank: 2, played: 12, won: 8, drawn: 3, lost: 1, points: 27 },
        },
        odds: {
          asia: { bookmaker: '澳门', opening: [0.9, 0.5, 0.96], current: [0.88, 0.75, 0.98] },
          europe: { bookmaker: '澳门', opening: [1.9, 3.4, 4], current: [1.8, 3.5, 4.3] },
          overUnder: { bookmaker: '澳门', opening: [0.9, 2.5, 0.9], current: [0.9, 2.75, 0.9] },
        },
        lineups: {
          home: { names: ['甲', '乙'], announced: false },
          away: { names: [], announced: false },
        },
      });
    const p = preview(11);
    expect(p.title).toMatch(/^英超前瞻-主队11vs客队11 /);
    expect(p.body).toContain('第1位（29分）');
    expect(p.body).toContain('第2位（27分）');
    expect(p.body).toContain('负平胜胜胜');
    expect(p.body).toContain('3连胜');
    expect(p.body).toContain('初盘');
    expect(p.body).toContain('主队11让半球，');
    expect(p.body).toContain('为主队11让半球/一球');
    expect(p.body).toContain('主胜1.80、平局3.50、客胜4.30');
    expect(p.body).toContain('2.5/3球');
    expect(p.body).toMatch(/主队11(预计|可能)首发：甲、乙/);
    expect(p.body).toContain('北京时间11-22 20:00');
    const ids = Array.from({ length: 10 }, (_, i) => 500 + i * 13);
    const texts = ids.map((id) => wording(preview(id).body, id));
    const pairs: number[] = [];
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) pairs.push(overlap(texts[i]!, texts[j]!));
    expect(pairs.reduce((a, b) => a + b, 0) / pairs.length).toBeLessThan(0.6);
  });

  it('chooses a day’s biggest matches, a bounded number', () => {
    const item = (
      id: number,
      competition: string,
      hot: boolean,
      ranks: [number, number],
    ): MatchItem =>
      ({
        id,
        competition,
        hot,
        knockout: false,
        kickoffAt: id,
        home: { rank: ranks[0] },
        away: { rank: ranks[1] },
      }) as unknown as MatchItem;
    const day = [
      item(1, '沙特联', true, [12, 14]),
      item(2, '英超', true, [1, 2]),
      item(3, '英超', true, [15, 18]),
      item(4, '美职业', true, [1, 3]),
      ...Array.from({ length: 20 }, (_, i) => item(10 + i, '日职联', true, [8, 9])),
    ];
    const chosen = biggest(day, PREVIEWS_PER_DAY);
    expect(chosen).toHaveLength(PREVIEWS_PER_DAY);
    expect(chosen[0]!.id).toBe(2);
    expect(chosen.map((c) => c.id)).toContain(3);
    expect(chosen.map((c) => c.id)).not.toContain(1);
  });
});
