// Words and small formatters every template shares: minutes, names, scores, record strings and synonyms.
import { formatShort } from '../../../../contract/format/dates';
import type { MatchFact, SideKey, TablePlace } from './facts';
import type { Rng } from './rng';

export const other = (side: SideKey): SideKey => (side === 'home' ? 'away' : 'home');

/** 第63分钟 / 第90+2分钟. */
export const minuteText = (minute: number, added = 0) =>
  `第${added > 0 ? `${minute}+${added}` : minute}分钟`;

/** 63' / 90+2' (the fact box). */
export const minuteMark = (minute: number, added = 0) =>
  `${added > 0 ? `${minute}+${added}` : minute}'`;

/** A title names a player by surname: 埃尔林·哈兰德 → 哈兰德; Chinese names stay whole. */
export const shortName = (name: string) => name.split(/[·・]/).pop() || name;

/** Kick-off in Beijing time as spec §9 prints it (MM-DD HH:mm). */
export const kickoffText = (m: MatchFact) => formatShort(m.kickoffAt);

/** 英超第12轮 / 欧冠1/8决赛: the round as the lists print it, after the competition. */
export const stage = (m: MatchFact) => `${m.competition}${m.round}`;

export const p = (...lines: (string | false | null | undefined)[]) =>
  lines
    .filter((l): l is string => Boolean(l))
    .map((l) => `<p>${l}</p>`)
    .join('');

const resultWord = { W: '胜', D: '平', L: '负' } as const;

/** 胜胜平负胜 from W/D/L, oldest first as a fan reads a run. */
export const formString = (results: readonly ('W' | 'D' | 'L')[]) =>
  [...results]
    .reverse()
    .map((r) => resultWord[r])
    .join('');

/** 3胜1平1负 (football) or 4胜1负 (basketball, no draws). */
export const recordText = (won: number, drawn: number, lost: number, draws = true) =>
  draws ? `${won}胜${drawn}平${lost}负` : `${won}胜${lost}负`;

/** 第3位 with the points (football) or the record (basketball). */
export const placeText = (t: TablePlace, sport: 'football' | 'basketball') =>
  sport === 'football'
    ? `第${t.rank}位（${t.points}分）`
    : `第${t.rank}位（${recordText(t.won, t.drawn, t.lost, false)}）`;

const smallNumbers = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];
/** 两 / 三 … for counts a sentence spells out (up to ten), digits beyond. */
export const countWord = (n: number) => smallNumbers[n] ?? String(n);

/** How a run of goals by one player is called. */
export const haulWord = (goals: number) =>
  goals >= 4 ? '大四喜' : goals === 3 ? '上演帽子戏法' : goals === 2 ? '梅开二度' : '破门';

/** Verbs of a win by its margin, for titles and leads. */
export function winVerb(rng: Rng, margin: number, comeback: boolean) {
  if (comeback) return rng.pick(['逆转', '逆转战胜', '逆转击败']);
  if (margin >= 3) return rng.pick(['大胜', '狂胜', '完胜', '大比分击败']);
  if (margin === 1) return rng.pick(['小胜', '力克', '险胜', '击败', '战胜']);
  return rng.pick(['战胜', '击败', '力克', '拿下', '完胜']);
}

/** Openers of the closing fact box. */
export const factBoxTitle = (rng: Rng) =>
  rng.pick(['比赛信息', '赛况速览', '本场数据', '比赛档案']);

/** The match centre's page of the match (the tab the report links to). */
export const matchLink = (m: MatchFact, tab: 'live' | 'analysis') => `/${m.sport}/${tab}/${m.id}`;
