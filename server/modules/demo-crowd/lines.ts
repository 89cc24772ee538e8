// What the demo crowd says: a line for each thing that happens in the bound match, and small talk between.
import {
  basketballMatchStateLabel,
  footballMatchStateLabel,
} from '../../../contract/enums/match-states';
import { statesIn } from '../match/service';

/** What the crowd reacts to, read from the bound match's channel. */
export type Moment = 'goal' | 'card' | 'periodStart' | 'halfTime' | 'fullTime' | 'basket' | 'idle';

export const crowdLines: Record<Moment, readonly string[]> = {
  goal: ['进球了!', '漂亮!!!', '这球太精彩了', '好球!', '破门了!', '这脚射门绝了', 'GOAL!!!'],
  card: ['这球越位了吧', '裁判眼瞎了', '该给红牌', '黄牌不冤', '这犯规太狠了', '吹得好'],
  periodStart: ['开始了开始了', '加油!', '这半场要进球', '坐等进球'],
  halfTime: ['中场休息，上个厕所', '上半场踢得一般', '下半场见', '主播讲讲阵型'],
  fullTime: ['结束了', '这场值回票价', '下一场见', '好比赛!'],
  basket: ['好球!', '三分!', '这个扣篮太帅了', '防守呢?', '打得漂亮'],
  idle: [
    '加油',
    '主播讲得好',
    '来了来了',
    '今天谁能赢?',
    '666',
    '前排围观',
    '这场我看好主队',
    '主播好',
  ],
};

/** A match push as a moment worth a line, or null for the many that are not (odds, statistics…). */
export function momentOf(
  type: string,
  data: { kind?: string; state?: number },
  sport: 'football' | 'basketball',
): Moment | null {
  if (type === 'match.event') {
    const kind = data.kind ?? '';
    if (/goal/i.test(kind)) return 'goal';
    if (/card|var/i.test(kind)) return 'card';
    return null;
  }
  if (type === 'match.score') return sport === 'basketball' ? 'basket' : 'goal';
  if (type === 'match.state') return stateMoment(sport, data.state ?? -1);
  return null;
}

/** A new state: full time, half time (football 中场, basketball 中场) or a period starting. */
function stateMoment(sport: 'football' | 'basketball', state: number): Moment | null {
  if (statesIn(sport, 'finished').includes(state)) return 'fullTime';
  if (!statesIn(sport, 'live').includes(state)) return null;
  const label =
    sport === 'football' ? footballMatchStateLabel(state) : basketballMatchStateLabel(state);
  if (label === '中场') return 'halfTime';
  return label.endsWith('完') ? null : 'periodStart';
}
