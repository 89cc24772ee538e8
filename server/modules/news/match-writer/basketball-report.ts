// A basketball report (战报) from the facts of a finished game: the result, how the quarters went, the best
// lines of the box score on both sides, the teams' records, and a table of quarter scores.
import type { BasketballReportFacts, PlayerLine, SideKey, Written } from './facts';
import {
  factBoxTitle,
  kickoffText,
  matchLink,
  other,
  p,
  recordText,
  shortName,
  stage,
} from './phrases';
import { Rng } from './rng';

const periodName = (i: number) =>
  i < 4 ? ['首节', '第二节', '第三节', '第四节'][i]! : `第${i - 3}个加时`;
const periodHead = (i: number) => (i < 4 ? `第${i + 1}节` : `加时${i - 3}`);

/** The side's best scorer, rebounder and passer (ties go to more points, then the box score's order). */
export function leaders(players: PlayerLine[], side: SideKey) {
  const own = players.filter((x) => x.side === side);
  const best = (key: 'points' | 'rebounds' | 'assists') =>
    own.reduce<PlayerLine | undefined>(
      (a, b) => (!a || b[key] > a[key] || (b[key] === a[key] && b.points > a.points) ? b : a),
      undefined,
    );
  return { points: best('points'), rebounds: best('rebounds'), assists: best('assists') };
}

/** 两双 / 三双 when a line has ten or more in two or three of points, rebounds, assists, steals, blocks. */
function doubles(x: PlayerLine) {
  const n = [x.points, x.rebounds, x.assists, x.steals, x.blocks].filter((v) => v >= 10).length;
  return n >= 3 ? '三双' : n === 2 ? '两双' : '';
}

function statLine(x: PlayerLine, rng: Rng) {
  const verb = rng.pick(['砍下', '拿下', '贡献', '轰下', '攻下', '得到']);
  const extra = x.threePointsScored >= 4 ? `，其中命中${x.threePointsScored}记三分` : '';
  const dd = doubles(x);
  return `${verb}${x.points}分${x.rebounds}篮板${x.assists}助攻${extra}${dd ? `，打出${dd}数据` : ''}`;
}

export function basketballReport(f: BasketballReportFacts): Written {
  const rng = new Rng(`report:${f.id}`);
  const winner: SideKey = f.score.home > f.score.away ? 'home' : 'away';
  const loser = other(winner);
  const W = f[winner].name;
  const L = f[loser].name;
  const ws = f.score[winner];
  const ls = f.score[loser];
  const margin = ws - ls;
  const overtimes = Math.max(0, f.periods.length - 4);

  // The running score after each period.
  let h = 0;
  let a = 0;
  const running = f.periods.map((q) => {
    h += q.home;
    a += q.away;
    return { home: h, away: a };
  });
  const behind = (i: number, side: SideKey) =>
    side === 'home' ? running[i]!.home < running[i]!.away : running[i]!.away < running[i]!.home;
  // Behind after three quarters and won in regulation: a fourth-quarter comeback.
  const comeback = running.length === 4 && behind(2, winner);
  // The period the winner won by most.
  const swings = f.periods.map((q, i) => ({
    i,
    net: winner === 'home' ? q.home - q.away : q.away - q.home,
  }));
  const best = swings.reduce((x, y) => (y.net > x.net ? y : x), swings[0] ?? { i: 0, net: 0 });

  const verb =
    overtimes > 0
      ? rng.pick(['加时险胜', '加时战胜', '鏖战加时击败'])
      : margin >= 20
        ? rng.pick(['大胜', '狂胜', '大比分击败'])
        : margin <= 3
          ? rng.pick(['险胜', '惊险战胜', '力克'])
          : comeback
            ? rng.pick(['逆转', '逆转战胜'])
            : rng.pick(['击败', '战胜', '力克', '拿下']);

  const leadText = rng.say([
    () =>
      `北京时间${kickoffText(f)}，${stage(f)}，${f.home.name}${f.neutral ? '' : '主场'}迎战${f.away.name}。最终${W}以${ws}-${ls}${verb}${L}。`,
    () =>
      `${stage(f)}，${W}${ws}比${ls}${verb}${L}${overtimes > 0 ? `，双方鏖战${overtimes}个加时` : ''}。比赛于北京时间${kickoffText(f)}开始${f.venue ? `，在${f.venue}进行` : ''}。`,
    () =>
      `北京时间${kickoffText(f)}，${f.home.name}与${f.away.name}${f.venue ? `在${f.venue}` : ''}展开${f.competition}较量，${W}最终${ws}-${ls}${verb}${L}，分差${margin}分。`,
  ]);

  const quarters: string[] = [];
  if (running.length >= 1) {
    const q1 = running[0]!;
    quarters.push(
      q1.home === q1.away
        ? `${periodName(0)}两队战成${q1.home}平。`
        : rng.pick([
            `${periodName(0)}${q1.home > q1.away ? f.home.name : f.away.name}开局占优，以${Math.max(q1.home, q1.away)}-${Math.min(q1.home, q1.away)}领先。`,
            `${periodName(0)}结束时比分为${q1.home}-${q1.away}。`,
          ]),
    );
  }
  if (running.length >= 2) {
    const q2 = running[1]!;
    quarters.push(
      rng.pick([
        `半场战罢，${f.home.name}${q2.home}-${q2.away}${f.away.name}。`,
        `上半场结束，比分为${q2.home}-${q2.away}。`,
        `两节过后，${q2.home === q2.away ? '双方打平' : `${q2.home > q2.away ? f.home.name : f.away.name}领先${Math.abs(q2.home - q2.away)}分`}（${q2.home}-${q2.away}）。`,
      ]),
    );
  }
  if (best.net >= 5) {
    const q = f.periods[best.i]!;
    quarters.push(
      rng.pick([
        `${periodName(best.i)}${W}打出${winner === 'home' ? q.home : q.away}-${winner === 'home' ? q.away : q.home}的攻势，单节净胜${best.net}分。`,
        `比赛的分水岭出现在${periodName(best.i)}：${W}单节${winner === 'home' ? q.home : q.away}-${winner === 'home' ? q.away : q.home}，净胜${best.net}分。`,
      ]),
    );
  }
  if (running.length >= 3) {
    const q3 = running[2]!;
    quarters.push(
      comeback
        ? `三节过后${W}仍以${winner === 'home' ? q3.home : q3.away}-${winner === 'home' ? q3.away : q3.home}落后，但末节完成逆转。`
        : `三节战罢，比分为${q3.home}-${q3.away}。`,
    );
  }
  if (overtimes > 0) {
    const reg = running[3]!;
    quarters.push(
      `常规时间双方${reg.home}-${reg.away}战平，比赛被拖入加时，${W}在加时赛中笑到了最后。`,
    );
  }

  const lw = leaders(f.players, winner);
  const ll = leaders(f.players, loser);
  const stars: string[] = [];
  if (lw.points) {
    stars.push(
      rng.pick([
        `${W}方面，${lw.points.name}${statLine(lw.points, rng)}，是全队得分最高的球员`,
        `${lw.points.name}是${W}获胜的头号功臣，全场${statLine(lw.points, rng)}`,
        `${W}这边，${lw.points.name}出战${lw.points.minutesPlayed}分钟，${statLine(lw.points, rng)}`,
      ]),
    );
    if (lw.rebounds && lw.rebounds !== lw.points && lw.rebounds.rebounds >= 8) {
      stars.push(`${lw.rebounds.name}抢下全队最高的${lw.rebounds.rebounds}个篮板`);
    }
    if (lw.assists && lw.assists !== lw.points && lw.assists.assists >= 6) {
      stars.push(`${lw.assists.name}送出${lw.assists.assists}次助攻`);
    }
  }
  if (ll.points) {
    stars.push(
      rng.pick([
        `${L}方面，${ll.points.name}${statLine(ll.points, rng)}，但未能帮助球队取胜`,
        `${L}的${ll.points.name}${statLine(ll.points, rng)}，可惜独木难支`,
        `输球的${L}，${ll.points.name}${statLine(ll.points, rng)}`,
      ]),
    );
  }

  let record = '';
  if (f.table) {
    const t = f.table.after;
    record = `${rng.pick(['此役过后，', '赛后，', '本场结束后，'])}${W}战绩来到${recordText(t[winner].won, 0, t[winner].lost, false)}，排名第${t[winner].rank}；${L}${recordText(t[loser].won, 0, t[loser].lost, false)}，排名第${t[loser].rank}。`;
  }

  const head = f.periods.map((_, i) => `<th>${periodHead(i)}</th>`).join('');
  const row = (side: SideKey) =>
    `<tr><td>${f[side].name}</td>${f.periods.map((q) => `<td>${q[side]}</td>`).join('')}<td>${f.score[side]}</td></tr>`;
  const table = `<table><thead><tr><th>球队</th>${head}<th>总分</th></tr></thead><tbody>${row('home')}${row('away')}</tbody></table>`;
  const topOf = (side: SideKey) => {
    const l = leaders(f.players, side);
    return l.points
      ? `${f[side].name}：得分 ${l.points.name} ${l.points.points}分，篮板 ${l.rebounds!.name} ${l.rebounds!.rebounds}个，助攻 ${l.assists!.name} ${l.assists!.assists}次`
      : '';
  };

  const body = [
    p(leadText),
    p(quarters.join('')),
    p(stars.length > 0 && `${stars.join('；')}。`),
    p(record),
    `<h3>${factBoxTitle(rng)}</h3>`,
    table,
    p(
      `比分：${f.home.name} ${f.score.home}-${f.score.away} ${f.away.name}`,
      topOf('home'),
      topOf('away'),
      `<a href="${matchLink(f, 'live')}">比赛详情与球员数据</a>`,
    ),
  ].join('');

  const star = lw.points;
  const hook = star
    ? doubles(star) === '三双'
      ? `${shortName(star.name)}三双`
      : `${shortName(star.name)}${star.points}分${star.rebounds >= 10 ? `+${star.rebounds}板` : star.assists >= 10 ? `+${star.assists}助` : ''}`
    : '';
  const title = `${f.competition}-${hook ? `${hook} ` : ''}${W}${ws}-${ls}${verb}${L}`;
  const summary = `${stage(f)}：${f.home.name} ${f.score.home}-${f.score.away} ${f.away.name}${overtimes > 0 ? `（${overtimes}个加时）` : ''}。${star ? `${W}${star.name}${star.points}分${star.rebounds}篮板${star.assists}助攻。` : ''}`;
  return { title, summary, body };
}
