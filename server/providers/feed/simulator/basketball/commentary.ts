// Text-commentary lines in Chinese, the way Chinese score sites word them: team, player, the play, the
// score after it (home first), e.g. "湖人 詹姆斯 三分命中（里夫斯助攻） 98-95".
import type { Rng } from '../rng';
import type { ScoringPlay } from './match';

/** What commentary calls a player: the family name of a Western name (勒布朗·詹姆斯 → 詹姆斯), else all of it. */
export const calledName = (name: string): string => name.split('·').pop() ?? name;

const verbs = {
  three: ['三分命中', '三分命中', '三分出手命中', '底角三分命中', '弧顶三分命中', '后撤步三分命中'],
  paint: ['上篮得手', '突破上篮命中', '篮下打进', '扣篮得分', '勾手命中', '抛投命中'],
  mid: ['中投命中', '跳投命中', '后仰跳投命中', '急停跳投命中', '转身跳投命中'],
  putback: ['补篮得手', '空中补扣', '篮下补进'],
  fastBreak: ['快攻上篮得手', '快攻扣篮', '反击上篮命中'],
} as const;

function playWords(rng: Rng, play: ScoringPlay): string {
  if (play.kind === 'freeThrows') {
    const ft = play.freeThrows ?? { made: play.points, total: play.points };
    return `罚球${ft.total}罚${ft.made}中`;
  }
  let verb: string;
  if (play.kind === 'three') verb = rng.pick(verbs.three);
  else if (play.fastBreak) verb = rng.pick(verbs.fastBreak);
  else if (play.putback && play.kind === 'paint') verb = rng.pick(verbs.putback);
  else verb = rng.pick(verbs[play.kind]);
  if (play.buzzer) verb = `压哨${verb}`;
  if (play.andOne !== null) verb += `并造成犯规，加罚${play.andOne ? '命中' : '不中'}`;
  if (play.assist) verb += `（${calledName(play.assist.player.name)}助攻）`;
  return verb;
}

export const scoreText = (
  rng: Rng,
  play: ScoringPlay,
  homeScore: number,
  awayScore: number,
): string =>
  `${play.team.spec.shortName} ${calledName(play.player.player.name)} ${playWords(rng, play)} ${homeScore}-${awayScore}`;

export const runText = (teamName: string, points: number, homeScore: number, awayScore: number) =>
  `${teamName}打出一波${points}-0的攻击波 ${homeScore}-${awayScore}`;
