// A football report (战报) from the facts of a finished match: lead, goals half by half, cards, statistics,
// turning points, what it did to the table, and a fact box. Wording is drawn by a seeded RNG.
import type { CardFact, FootballReportFacts, GoalFact, SideKey, Written } from './facts';
import {
  countWord,
  factBoxTitle,
  haulWord,
  kickoffText,
  matchLink,
  minuteMark,
  minuteText,
  other,
  p,
  shortName,
  stage,
  winVerb,
} from './phrases';
import { Rng } from './rng';

/** The story of the score: who won (a shoot-out decides a level knockout), margins and swings. */
export function footballOutcome(f: FootballReportFacts) {
  const { home, away } = f.score;
  let winner: SideKey | null = home > away ? 'home' : away > home ? 'away' : null;
  if (!winner && f.penalties && f.penalties.home !== f.penalties.away) {
    winner = f.penalties.home > f.penalties.away ? 'home' : 'away';
  }
  const byShootout = winner !== null && home === away;
  const margin = Math.abs(home - away);
  // A comeback: the winner was behind at some point.
  const trailed = (side: SideKey) =>
    f.goals.some((g) => (side === 'home' ? g.homeScore < g.awayScore : g.awayScore < g.homeScore));
  const comeback = winner !== null && !byShootout && trailed(winner);
  const last = f.goals.at(-1);
  // The goal that decided it: the winner's last one when it won by one, late on.
  const decider =
    winner && !byShootout && margin === 1 && last && last.side === winner ? last : null;
  const lateDecider = decider && (decider.minute >= 85 || decider.period === 3) ? decider : null;
  const lateEqualiser =
    !winner && last && last.homeScore === last.awayScore && last.minute >= 85 ? last : null;
  return { winner, byShootout, margin, comeback, decider, lateDecider, lateEqualiser, verb: '' };
}

/** Goals per scorer (own goals are not the scorer's), most first. */
function scorers(goals: GoalFact[]) {
  const tally = new Map<string, { player: string; side: SideKey; goals: number }>();
  for (const g of goals) {
    if (g.kind === 'ownGoal') continue;
    const key = `${g.side}:${g.player}`;
    const t = tally.get(key) ?? { player: g.player, side: g.side, goals: 0 };
    t.goals += 1;
    tally.set(key, t);
  }
  return [...tally.values()].sort((a, b) => b.goals - a.goals);
}

const reds = (cards: CardFact[]) => cards.filter((c) => c.kind !== 'yellowCard');

function goalSentence(f: FootballReportFacts, g: GoalFact, i: number, rng: Rng) {
  const team = f[g.side].name;
  const foe = f[other(g.side)].name;
  const at = minuteText(g.minute, g.addedMinute);
  const score = `${g.homeScore}-${g.awayScore}`;
  const own = g.side === 'home' ? g.homeScore : g.awayScore;
  const theirs = g.side === 'home' ? g.awayScore : g.homeScore;
  const before = f.goals[i - 1];
  const ledBefore =
    before !== undefined &&
    f.goals
      .slice(0, i)
      .some((x) => (g.side === 'home' ? x.homeScore > x.awayScore : x.awayScore > x.homeScore));
  const swing =
    i === 0
      ? rng.pick(['首开纪录', '打破僵局', '率先破门'])
      : own === theirs
        ? rng.pick(['扳平比分', '将比分扳平', '追平比分'])
        : own === theirs + 1
          ? ledBefore
            ? rng.pick(['再度领先', '重新取得领先'])
            : rng.pick(['反超比分', '完成反超', '取得领先'])
          : own > theirs
            ? rng.pick(['扩大比分', `将领先优势扩大到${countWord(own - theirs)}球`, '锁定优势'])
            : rng.pick(['追回一球', '扳回一城', '缩小分差']);
  if (g.kind === 'ownGoal') {
    return rng.say([
      () => `${at}，${foe}球员${g.player}不慎自摆乌龙，${team}${swing}，${score}。`,
      () => `${at}，${team}获得一粒乌龙球：${foe}的${g.player}将球碰进自家球门，比分变为${score}。`,
      () => `${at}，${foe}后防出现失误，${g.player}自摆乌龙，${team}借此${swing}（${score}）。`,
    ]);
  }
  if (g.kind === 'penaltyGoal') {
    return rng.say([
      () => `${at}，${team}获得点球，${g.player}主罚命中，${team}${swing}，${score}。`,
      () => `${at}，${g.player}一蹴而就罚进点球，帮助${team}${swing}，比分${score}。`,
      () => `${at}，${team}${g.player}站上点球点，稳稳罚进，${score}。`,
    ]);
  }
  const assist = g.assist
    ? rng.pick([`接${g.assist}传球`, `在${g.assist}的助攻下`, `接应${g.assist}的传球`])
    : '';
  return rng.say([
    () => `${at}，${team}${g.player}${assist}破门，${team}${swing}，${score}。`,
    () =>
      `${at}，${g.player}${assist}${rng.pick(['取得进球', '打进一球', '建功'])}，帮助${team}${swing}，比分变为${score}。`,
    () =>
      `${team}在${at}${swing}：${g.assist ? `${g.assist}送出助攻，` : ''}${g.player}${rng.pick(['破门得分', '把握住机会', '将球送入网窝'])}，${score}。`,
    () =>
      `${at}，${g.player}为${team}${rng.pick(['破门', '取得进球'])}，${swing}，场上比分${score}。`,
  ]);
}

function lead(f: FootballReportFacts, o: ReturnType<typeof footballOutcome>, rng: Rng) {
  const { home, away } = f;
  const h = f.score.home;
  const a = f.score.away;
  const opener = rng.say([
    () =>
      `北京时间${kickoffText(f)}，${stage(f)}展开争夺，${home.name}${f.neutral ? '' : '坐镇主场'}迎战${away.name}。`,
    () =>
      `${stage(f)}，${home.name}${f.neutral ? '' : '主场'}对阵${away.name}的比赛于北京时间${kickoffText(f)}开球${f.venue ? `，比赛在${f.venue}进行` : ''}。`,
    () =>
      `北京时间${kickoffText(f)}，${home.name}与${away.name}${f.venue ? `在${f.venue}` : ''}展开一场${f.competition}对决，这是${stage(f)}的一场比赛。`,
  ]);
  if (o.winner === null) {
    const result =
      h === 0 && a === 0
        ? rng.pick([
            '全场比赛双方均未能破门，最终0-0互交白卷。',
            '90分钟内两队都没能改写比分，0-0握手言和。',
            '双方各有机会却都没能把握住，最终以0比0收场。',
          ])
        : rng.pick([
            `最终两队${h}-${a}战平，各取1分。`,
            `双方你来我往，最终${h}比${a}握手言和。`,
            `经过90分钟较量，${home.name}与${away.name}${h}-${a}打成平局。`,
          ]);
    return `${opener}${result}`;
  }
  const W = f[o.winner].name;
  const L = f[other(o.winner)].name;
  const ws = f.score[o.winner];
  const ls = f.score[other(o.winner)];
  if (o.byShootout) {
    const pw = f.penalties![o.winner];
    const pl = f.penalties![other(o.winner)];
    return `${opener}${rng.pick([
      `双方${h}-${a}战平进入点球大战，${W}以${pw}-${pl}胜出。`,
      `${ws}-${ls}的比分一直保持到最后，点球大战中${W}${pw}-${pl}笑到了最后。`,
    ])}`;
  }
  const verb = o.verb;
  const top = scorers(f.goals).find((s) => s.side === o.winner);
  return `${opener}${rng.say([
    () => `最终，${W}以${ws}-${ls}${verb}${L}。`,
    () => `全场比赛结束，${W}${ws}比${ls}${verb}${L}${o.comeback ? '，上演逆转好戏' : ''}。`,
    () =>
      top && top.goals >= 2
        ? `凭借${top.player}的${haulWord(top.goals).replace('上演', '')}，${W}${ws}-${ls}${verb}${L}。`
        : `${W}笑到了最后，${ws}-${ls}${verb}${L}。`,
  ])}`;
}

function goalsStory(f: FootballReportFacts, rng: Rng) {
  const out: string[] = [];
  const inPeriod = (period: number) =>
    f.goals.map((g, i) => ({ g, i })).filter(({ g }) => g.period === period);
  const first = inPeriod(1);
  if (first.length === 0) {
    out.push(
      rng.pick([
        '上半场双方均未能破门。',
        '上半场两队互有攻守，但都没能改写比分。',
        '前45分钟，比分一直保持为0-0。',
      ]),
    );
  } else {
    out.push(first.map(({ g, i }) => goalSentence(f, g, i, rng)).join(''));
  }
  if (f.half) {
    out.push(
      `${rng.pick(['半场结束，', '上半场战罢，', '中场休息时，', '易边前，'])}${f.home.name}${f.half.home}-${f.half.away}${f.away.name}。`,
    );
  }
  const second = inPeriod(2);
  const connector = rng.pick(['易边再战，', '下半场，', '进入下半场后，', '换边再战，']);
  if (second.length === 0) {
    out.push(
      `${connector}${rng.pick(['双方都没能再取得进球。', '比分没有再发生变化。', '两队均无建树。'])}`,
    );
  } else {
    out.push(connector + second.map(({ g, i }) => goalSentence(f, g, i, rng)).join(''));
  }
  const extra = inPeriod(3);
  if (extra.length > 0) {
    out.push(`加时赛中，${extra.map(({ g, i }) => goalSentence(f, g, i, rng)).join('')}`);
  }
  return out;
}

function discipline(f: FootballReportFacts, rng: Rng) {
  const lines: string[] = [];
  for (const c of reds(f.cards)) {
    const team = f[c.side].name;
    const how = c.kind === 'secondYellow' ? '两黄变一红' : '吃到红牌';
    lines.push(
      rng.say([
        () =>
          `${minuteText(c.minute, c.addedMinute)}，${team}${c.player}${how}被罚下，${team}只能以少打多。`,
        () => `${team}在${minuteText(c.minute, c.addedMinute)}少一人：${c.player}${how}离场。`,
      ]),
    );
  }
  for (const m of f.missedPenalties) {
    lines.push(
      rng.say([
        () =>
          `${minuteText(m.minute, m.addedMinute)}，${f[m.side].name}${m.player}罚失点球，错失良机。`,
        () =>
          `${f[m.side].name}本有机会改写比分，但${m.player}在${minuteText(m.minute, m.addedMinute)}罚丢了点球。`,
      ]),
    );
  }
  const yellows = (side: SideKey) =>
    f.cards.filter((c) => c.side === side && c.kind !== 'redCard').length;
  const total = yellows('home') + yellows('away');
  if (total > 0) {
    lines.push(
      rng.pick([
        `全场共出现${total}张黄牌，其中${f.home.name}${yellows('home')}张、${f.away.name}${yellows('away')}张。`,
        `裁判全场出示${total}张黄牌（${f.home.name}${yellows('home')}张，${f.away.name}${yellows('away')}张）。`,
      ]),
    );
  }
  return lines.join('');
}

function statistics(f: FootballReportFacts, o: ReturnType<typeof footballOutcome>, rng: Rng) {
  const s = f.stats;
  if (!s) return '';
  const { home: H, away: A } = s;
  const parts: string[] = [];
  if (H.possession !== undefined && A.possession !== undefined) {
    parts.push(
      rng.pick([
        `技术统计显示，${f.home.name}控球率${H.possession}%，${f.away.name}为${A.possession}%`,
        `数据方面，两队控球率为${H.possession}%比${A.possession}%`,
        `从控球率看，${f.home.name}${H.possession}%、${f.away.name}${A.possession}%`,
      ]),
    );
  }
  if (H.shots !== undefined && A.shots !== undefined) {
    const target =
      H.shotsOnTarget !== undefined && A.shotsOnTarget !== undefined
        ? `，射正${H.shotsOnTarget}比${A.shotsOnTarget}`
        : '';
    parts.push(
      rng.pick([
        `射门数${H.shots}比${A.shots}${target}`,
        `${f.home.name}完成${H.shots}次射门，${f.away.name}${A.shots}次${target}`,
      ]),
    );
  }
  if (H.corners !== undefined && A.corners !== undefined) {
    parts.push(`角球${H.corners}比${A.corners}`);
  }
  if (parts.length === 0) return '';
  let text = `${parts.join('；')}。`;
  // What the numbers say about the result, when they say something.
  if (o.winner && H.possession !== undefined && A.possession !== undefined) {
    const loser = other(o.winner);
    const lp = s[loser].possession ?? 0;
    const wp = s[o.winner].possession ?? 0;
    if (lp > wp + 8) {
      text += rng.pick([
        `控球占优的${f[loser].name}没能把场面优势转化为胜利，${f[o.winner].name}则把握住了机会。`,
        `${f[loser].name}拿球更多却输掉了比赛，${f[o.winner].name}的效率更胜一筹。`,
      ]);
    } else if (wp > lp + 8) {
      text += rng.pick([
        `${f[o.winner].name}全场掌控局面，胜利实至名归。`,
        `场面上${f[o.winner].name}占据明显优势，比分也体现了这一点。`,
      ]);
    }
  }
  return text;
}

function turningPoints(f: FootballReportFacts, o: ReturnType<typeof footballOutcome>, rng: Rng) {
  const lines: string[] = [];
  if (o.comeback && o.winner) {
    const W = f[o.winner].name;
    lines.push(
      rng.pick([
        `${W}在落后的情况下没有放弃，最终完成逆转。`,
        `先失球的${W}顶住压力，将比分一步步扳了回来。`,
      ]),
    );
  }
  if (o.lateDecider && o.winner) {
    const g = o.lateDecider;
    lines.push(
      rng.pick([
        `${minuteText(g.minute, g.addedMinute)}的进球成为本场比赛的转折点，${f[o.winner].name}凭借这粒进球带走胜利。`,
        `比赛悬念一直保持到最后，直到${minuteText(g.minute, g.addedMinute)}${g.kind === 'ownGoal' ? '的乌龙球' : `${g.player}的进球`}才决定了胜负。`,
      ]),
    );
  }
  if (o.lateEqualiser) {
    const g = o.lateEqualiser;
    lines.push(
      rng.pick([
        `${f[g.side].name}在${minuteText(g.minute, g.addedMinute)}扳平比分，惊险拿到1分。`,
        `${minuteText(g.minute, g.addedMinute)}的扳平球让${f[other(g.side)].name}到手的胜利飞了。`,
      ]),
    );
  }
  const red = reds(f.cards)[0];
  if (red && o.winner && red.side !== o.winner) {
    lines.push(
      rng.pick([
        `${f[red.side].name}${red.player}被罚下后，场上局势向${f[o.winner].name}一方倾斜。`,
        `少一人作战的${f[red.side].name}难以招架，红牌成为比赛的分水岭。`,
      ]),
    );
  }
  return lines.join('');
}

function tableStory(f: FootballReportFacts, o: ReturnType<typeof footballOutcome>, rng: Rng) {
  const t = f.table;
  if (!t) {
    if (f.knockout && o.winner) {
      return rng.pick([
        `凭借这场胜利，${f[o.winner].name}晋级下一轮。`,
        `${f[o.winner].name}由此晋级，${f[other(o.winner)].name}则止步${f.round}。`,
      ]);
    }
    return '';
  }
  const order: SideKey[] = o.winner ? [o.winner, other(o.winner)] : ['home', 'away'];
  const lines = order.map((side) => {
    const name = f[side].name;
    const b = t.before[side];
    const a = t.after[side];
    if (a.rank === 1 && b.rank === 1)
      return rng.pick([
        `${name}继续领跑积分榜，积分达到${a.points}分`,
        `${name}积${a.points}分，稳居榜首`,
      ]);
    if (a.rank === 1) return `${name}积${a.points}分，升至榜首`;
    if (a.rank < b.rank)
      return rng.pick([
        `${name}积${a.points}分，排名从第${b.rank}位升至第${a.rank}位`,
        `${name}以${a.points}分升至第${a.rank}位`,
      ]);
    if (a.rank > b.rank) return `${name}积${a.points}分，排名跌至第${a.rank}位`;
    return rng.pick([
      `${name}积${a.points}分，仍排在第${a.rank}位`,
      `${name}以${a.points}分暂列第${a.rank}位`,
    ]);
  });
  return `${rng.pick(['此役过后，', '本轮战罢，', '积分榜上，'])}${lines.join('；')}。`;
}

function factBox(f: FootballReportFacts, rng: Rng) {
  const half = f.half ? `（半场${f.half.home}-${f.half.away}）` : '';
  const shootout = f.penalties ? `，点球大战${f.penalties.home}-${f.penalties.away}` : '';
  const goalsOf = (side: SideKey) =>
    f.goals
      .filter((g) => g.side === side)
      .map(
        (g) =>
          `${g.player} ${minuteMark(g.minute, g.addedMinute)}${g.kind === 'penaltyGoal' ? '（点球）' : g.kind === 'ownGoal' ? '（乌龙）' : ''}`,
      )
      .join('、');
  const lines = [
    `比分：${f.home.name} ${f.score.home}-${f.score.away} ${f.away.name}${half}${shootout}`,
    f.goals.length > 0 &&
      `进球：${(['home', 'away'] as const)
        .filter((s) => f.goals.some((g) => g.side === s))
        .map((s) => `${f[s].name} ${goalsOf(s)}`)
        .join('；')}`,
    reds(f.cards).length > 0 &&
      `红牌：${reds(f.cards)
        .map((c) => `${f[c.side].name} ${c.player} ${minuteMark(c.minute, c.addedMinute)}`)
        .join('、')}`,
    `<a href="${matchLink(f, 'live')}">比赛详情与技术统计</a>`,
  ];
  return `<h3>${factBoxTitle(rng)}</h3>${p(...lines)}`;
}

function titleOf(f: FootballReportFacts, o: ReturnType<typeof footballOutcome>, rng: Rng) {
  const h = f.score.home;
  const a = f.score.away;
  let main: string;
  if (o.winner === null) {
    main =
      h === 0 && a === 0
        ? `${f.home.name}${rng.pick(['0-0闷平', '0-0战平', '0-0互交白卷'])}${f.away.name}`
        : `${f.home.name}${h}-${a}${rng.pick(['战平', '逼平'])}${f.away.name}`;
  } else if (o.byShootout) {
    main = `${f[o.winner].name}点球大战${rng.pick(['淘汰', '力克'])}${f[other(o.winner)].name}`;
  } else {
    main = `${f[o.winner].name}${f.score[o.winner]}-${f.score[other(o.winner)]}${o.verb}${f[other(o.winner)].name}`;
  }
  const top = scorers(f.goals)[0];
  const red = reds(f.cards)[0];
  let hook = '';
  if (top && top.goals >= 2)
    hook = `${shortName(top.player)}${haulWord(top.goals).replace('上演', '')}`;
  else if (o.lateDecider)
    hook =
      o.lateDecider.kind === 'ownGoal'
        ? '乌龙绝杀'
        : `${shortName(o.lateDecider.player)}${o.lateDecider.addedMinute > 0 ? '补时绝杀' : '绝杀'}`;
  else if (o.lateEqualiser)
    hook =
      o.lateEqualiser.kind === 'ownGoal'
        ? '乌龙救主'
        : `${shortName(o.lateEqualiser.player)}${o.lateEqualiser.addedMinute > 0 ? '补时扳平' : '救主'}`;
  else if (o.decider && o.decider.kind !== 'ownGoal' && h + a === 1)
    hook = `${shortName(o.decider.player)}${rng.pick(['制胜球', '一锤定音', '建功'])}`;
  else if (red) hook = `${shortName(red.player)}染红`;
  else if (o.decider?.kind === 'ownGoal') hook = '乌龙球定胜负';
  else if (top) hook = `${shortName(top.player)}${top.side === o.winner ? '破门' : '进球'}`;
  return `${f.competition}-${hook ? `${hook} ` : ''}${main}`;
}

/** The report of a finished football match. */
export function footballReport(f: FootballReportFacts): Written {
  const rng = new Rng(`report:${f.id}`);
  const o = footballOutcome(f);
  // One verb for the title and the lead: the same result is told the same way.
  o.verb = winVerb(rng, o.margin, o.comeback);
  const leadText = lead(f, o, rng);
  // A timeline that does not account for every goal (a feed that sent the score only) is not narrated:
  // "neither side scored in the first half" would then be a guess.
  const complete = f.goals.length === f.score.home + f.score.away;
  const story = complete ? goalsStory(f, rng) : [];
  const body = [
    p(leadText),
    p(story.join('')),
    p(discipline(f, rng)),
    p(turningPoints(f, o, rng)),
    p(statistics(f, o, rng)),
    p(tableStory(f, o, rng)),
    factBox(f, rng),
  ].join('');
  // The summary is the fact line lists show under the title, not the lead again.
  const scorersLine = f.goals
    .map(
      (g) =>
        `${shortName(g.player)}${minuteMark(g.minute, g.addedMinute)}${g.kind === 'ownGoal' ? '（乌龙）' : ''}`,
    )
    .join('、');
  const summary = `${stage(f)}：${f.home.name} ${f.score.home}-${f.score.away} ${f.away.name}${f.penalties ? `（点球${f.penalties.home}-${f.penalties.away}）` : ''}。${scorersLine ? `进球：${scorersLine}。` : ''}`;
  return { title: titleOf(f, o, rng), summary, body };
}
