// One line of Chinese commentary per event, the way score sites write their timelines.
// e.g. 第23分钟，曼城 哈兰德 进球！助攻：德布劳内
import type { FeedEventKind } from '../../types';
import type { Rng } from '../rng';

export interface CommentaryFacts {
  kind: FeedEventKind;
  minute: number;
  added: number;
  /** The team the event belongs to (for an own goal: the team that scored it into its own net). */
  team: string;
  player: string;
  /** Assist, player coming on. */
  related: string;
  /** Why a VAR check ruled the goal out. */
  reason?: string;
  /** Shoot-out round, 1-based. */
  round?: number;
  homeScore: number;
  awayScore: number;
}

export const VAR_REASONS = ['越位在先', '手球在先', '进攻犯规在先'] as const;

const when = (minute: number, added: number): string =>
  `第${added > 0 ? `${minute}+${added}` : minute}分钟`;

export function commentary(facts: CommentaryFacts, rng: Rng): string {
  const { kind, team, player, related } = facts;
  const at = when(facts.minute, facts.added);
  const score = `${facts.homeScore}-${facts.awayScore}`;
  switch (kind) {
    case 'goal':
      return related
        ? `${at}，${team} ${player} 进球！助攻：${related}`
        : `${at}，${team} ${player} ${rng.pick(['进球！', '破门得分！', '个人突破后破门！'])}`;
    case 'ownGoal':
      return `${at}，${team} ${player} 不慎自摆乌龙，比分变为 ${score}`;
    case 'penaltyGoal':
      return `${at}，${team} ${player} 主罚点球命中！比分 ${score}`;
    case 'penaltyMissed':
      return `${at}，${team} ${player} ${rng.pick(['点球被门将扑出！', '点球打偏！', '点球击中门柱！'])}`;
    case 'yellowCard':
      return `${at}，${team} ${player} 犯规吃到黄牌`;
    case 'secondYellow':
      return `${at}，${team} ${player} 两黄变一红被罚下场！`;
    case 'redCard':
      return `${at}，${team} ${player} 被主裁判直接红牌罚下！`;
    case 'substitution':
      return `${at}，${team} 换人：${related} 换下 ${player}`;
    case 'var':
      return `${at}，VAR介入：${team} ${player} 的进球因${facts.reason ?? '越位在先'}被判无效`;
    case 'goalCancelled':
      return `${at}，VAR复核：${team} ${player} 的进球因${facts.reason ?? '越位在先'}被取消，比分改为 ${score}`;
    case 'corner':
      return `${at}，${team} 获得角球`;
    case 'shootoutGoal':
      return `点球大战第${facts.round ?? 1}轮，${team} ${player} 罚进`;
    case 'shootoutMiss':
      return `点球大战第${facts.round ?? 1}轮，${team} ${player} 罚失`;
    default:
      return `${at}，${team} ${player}`;
  }
}
