// A preview (前瞻) of a big match, football or basketball: table positions, form, head-to-head, the odds'
// view, the (expected) starters and the kick-off time (Beijing time, MM-DD HH:mm).

import { handicapLabel, overUnderLabel } from '../../../../contract/enums/handicap';
import { chinaDay } from '../../../../contract/format/china-day';
import type { FormFact, PreviewFacts, SideKey, Written } from './facts';
import { formString, kickoffText, matchLink, p, placeText, recordText, stage } from './phrases';
import { Rng } from './rng';

const odd = (v: number | undefined) => (v === undefined ? '' : v.toFixed(2));

/** The current run from the newest result: 3连胜, 4场不败, 3连败; null when nothing stands out. */
export function streakOf(form: FormFact) {
  const r = form.results;
  const run = (pred: (x: 'W' | 'D' | 'L') => boolean) => {
    let n = 0;
    while (n < r.length && pred(r[n]!)) n++;
    return n;
  };
  const wins = run((x) => x === 'W');
  if (wins >= 3) return { kind: 'wins' as const, n: wins };
  const unbeaten = run((x) => x !== 'L');
  if (unbeaten >= 4) return { kind: 'unbeaten' as const, n: unbeaten };
  const losses = run((x) => x === 'L');
  if (losses >= 3) return { kind: 'losses' as const, n: losses };
  return null;
}

function handicapText(f: PreviewFacts, v: number) {
  if (f.sport === 'basketball') {
    if (v === 0) return '平手';
    return v > 0 ? `${f.home.name}让${v}分` : `${f.home.name}受让${-v}分`;
  }
  if (v === 0) return '平手盘';
  return v > 0 ? `${f.home.name}让${handicapLabel(v)}` : `${f.home.name}受让${handicapLabel(-v)}`;
}

/** Who the 1X2 (moneyline) prices favour: the lowest price; null when two are level. */
export function favouriteOf(f: PreviewFacts): SideKey | 'draw' | null {
  const e = f.odds.europe?.current;
  if (!e) return null;
  const outcomes: [SideKey | 'draw', number][] =
    f.sport === 'football'
      ? [
          ['home', e[0]!],
          ['draw', e[1]!],
          ['away', e[2]!],
        ]
      : [
          ['home', e[0]!],
          ['away', e[1]!],
        ];
  const sorted = [...outcomes].sort((a, b) => a[1] - b[1]);
  return sorted[0]![1] === sorted[1]![1] ? null : sorted[0]![0];
}

function tablePart(f: PreviewFacts, rng: Rng) {
  const t = f.table;
  if (!t) return '';
  const { home: H, away: A } = t;
  const base = rng.pick([
    `积分榜上，${f.home.name}目前排在${placeText(H, f.sport)}，${f.away.name}排在${placeText(A, f.sport)}。`,
    `两队目前的排名：${f.home.name}${placeText(H, f.sport)}，${f.away.name}${placeText(A, f.sport)}。`,
  ]);
  const ranks = [H.rank, A.rank].sort((a, b) => a - b);
  if (ranks[0] === 1 && ranks[1] === 2)
    return `${base}${rng.pick(['这是一场榜首之争，', '第一与第二的直接对话，'])}胜者将在争冠形势中占得先机。`;
  if (ranks[1]! <= 4)
    return `${base}两支前四球队正面交锋，${rng.pick(['堪称强强对话。', '含金量十足。'])}`;
  if (f.sport === 'football' && Math.abs(H.points - A.points) <= 3)
    return `${base}两队积分${H.points === A.points ? '相同' : `仅相差${Math.abs(H.points - A.points)}分`}，本场结果将直接影响排名。`;
  return base;
}

function formPart(f: PreviewFacts, rng: Rng) {
  const draws = f.sport === 'football';
  const line = (side: SideKey) => {
    const form = f.form[side];
    const n = form.results.length;
    if (n === 0) return '';
    const w = form.results.filter((r) => r === 'W').length;
    const d = form.results.filter((r) => r === 'D').length;
    const l = n - w - d;
    const streak = streakOf(form);
    const avg = (form.scoredFor / n).toFixed(1);
    const s = streak
      ? streak.kind === 'wins'
        ? `，目前${streak.n}连胜`
        : streak.kind === 'unbeaten'
          ? `，已连续${streak.n}场不败`
          : `，遭遇${streak.n}连败`
      : '';
    return rng.pick([
      `${f[side].name}近${n}场${recordText(w, d, l, draws)}（${formString(form.results)}）${s}，场均${draws ? '进' : '得'}${avg}${draws ? '球' : '分'}`,
      `${f[side].name}最近${n}场比赛取得${recordText(w, d, l, draws)}（${formString(form.results)}）${s}，共${draws ? '打进' : '得到'}${form.scoredFor}${draws ? '球' : '分'}、${draws ? '丢' : '失'}${form.scoredAgainst}${draws ? '球' : '分'}`,
    ]);
  };
  const lines = [line('home'), line('away')].filter(Boolean);
  return lines.length > 0
    ? `${rng.pick(['状态方面，', '近况上，', '从近期表现看，'])}${lines.join('；')}。`
    : '';
}

function meetingsPart(f: PreviewFacts, rng: Rng) {
  const m = f.meetings;
  if (m.length === 0)
    return rng.pick(['两队近期没有交手记录。', '在本站的数据中，两队近期尚无交锋。']);
  let w = 0;
  let d = 0;
  let l = 0;
  for (const x of m) {
    const own = x.homeId === f.home.id ? x.homeScore : x.awayScore;
    const theirs = x.homeId === f.home.id ? x.awayScore : x.homeScore;
    if (own > theirs) w++;
    else if (own === theirs) d++;
    else l++;
  }
  const last = m[0]!;
  const lastText = `${chinaDay(last.kickoffAt)}，${last.homeName}${last.homeScore}-${last.awayScore}${last.awayName}`;
  return rng.pick([
    `交锋往绩方面，两队近${m.length}次交手，${f.home.name}${recordText(w, d, l, f.sport === 'football')}；上一次碰面是${lastText}。`,
    `历史交锋：近${m.length}次相遇${f.home.name}取得${recordText(w, d, l, f.sport === 'football')}。两队最近一次交手在${lastText}。`,
  ]);
}

function oddsPart(f: PreviewFacts, rng: Rng) {
  const lines: string[] = [];
  const asia = f.odds.asia;
  if (asia) {
    const o = asia.opening[1]!;
    const c = asia.current[1]!;
    const name = f.sport === 'football' ? '亚盘' : '让分盘';
    const from = handicapText(f, o);
    const to = handicapText(f, c);
    const side = c > o ? f.home.name : f.away.name;
    lines.push(
      o === c
        ? rng.pick([
            `${name}方面，${asia.bookmaker}初盘开出${from}，目前维持不变`,
            `${asia.bookmaker}${name}初盘为${from}，至今没有调整`,
            `从${name}看，${asia.bookmaker}开出${from}，盘口稳定`,
          ])
        : rng.pick([
            `${name}方面，${asia.bookmaker}初盘开出${from}，目前调整为${to}，${side}一方获得更多支持`,
            `${asia.bookmaker}${name}初盘为${from}，随后变为${to}，资金更倾向${side}`,
            `从${name}看，${asia.bookmaker}初盘开出${from}，现已调整为${to}，${side}更受青睐`,
          ]),
    );
  }
  const europe = f.odds.europe;
  const fav = favouriteOf(f);
  if (europe) {
    const e = europe.current;
    const prices =
      f.sport === 'football'
        ? `主胜${odd(e[0])}、平局${odd(e[1])}、客胜${odd(e[2])}`
        : `主胜${odd(e[0])}、客胜${odd(e[1])}`;
    const view =
      fav === null
        ? '双方被看好的程度相当'
        : fav === 'draw'
          ? '平局的赔率最低'
          : rng.pick([`${f[fav].name}更被看好`, `机构更看好${f[fav].name}`]);
    const market = f.sport === 'football' ? '欧赔' : '胜负盘';
    lines.push(
      rng.pick([
        `${market}${asia ? '' : `方面，${europe.bookmaker}`}给出${prices}，${view}`,
        `${europe.bookmaker}${market}开出${prices}，${view}`,
        `再看${market}：${prices}，${view}`,
      ]),
    );
  }
  const ou = f.odds.overUnder;
  if (ou) {
    const v = ou.current[1]!;
    lines.push(
      f.sport === 'football'
        ? rng.pick([`大小球盘口为${overUnderLabel(v)}球`, `大小球开出${overUnderLabel(v)}球`])
        : rng.pick([`总分盘口为${v}分`, `总分大小开在${v}分`]),
    );
  }
  return lines.length > 0 ? `${lines.join('；')}。` : '';
}

function lineupsPart(f: PreviewFacts, rng: Rng) {
  const line = (side: SideKey) => {
    const l = f.lineups[side];
    if (l.names.length === 0) return '';
    return `${f[side].name}${l.announced ? '首发' : rng.pick(['预计首发', '可能首发'])}：${l.names.join('、')}`;
  };
  return [line('home'), line('away')].filter(Boolean);
}

function titleOf(f: PreviewFacts, rng: Rng) {
  const t = f.table;
  const hs = streakOf(f.form.home);
  const as = streakOf(f.form.away);
  const fav = favouriteOf(f);
  let hook: string;
  if (t && Math.min(t.home.rank, t.away.rank) === 1 && Math.max(t.home.rank, t.away.rank) === 2)
    hook = rng.pick(['榜首大战一触即发', '争冠直接对话']);
  else if (t && Math.max(t.home.rank, t.away.rank) <= 4)
    hook = rng.pick(['强强对话', '前四直接对话']);
  else if (hs?.kind === 'wins') hook = `${f.home.name}冲击${hs.n + 1}连胜`;
  else if (as?.kind === 'wins') hook = `${f.away.name}冲击${as.n + 1}连胜`;
  else if (hs?.kind === 'losses') hook = `${f.home.name}力求止住连败`;
  else if (as?.kind === 'unbeaten') hook = `${f.away.name}欲延续不败`;
  else if (fav && fav !== 'draw') hook = `${f[fav].name}被机构看好`;
  else hook = rng.pick(['谁能笑到最后', '一场焦点战']);
  return `${f.competition}前瞻-${f.home.name}vs${f.away.name} ${hook}`;
}

/** The preview of an upcoming match. */
export function matchPreview(f: PreviewFacts): Written {
  const rng = new Rng(`preview:${f.id}`);
  const leadText = rng.say([
    () =>
      `北京时间${kickoffText(f)}，${stage(f)}将迎来一场焦点战，${f.home.name}${f.neutral ? '' : '坐镇主场'}迎战${f.away.name}。`,
    () =>
      `${stage(f)}，${f.home.name}${f.neutral ? '' : '主场'}对阵${f.away.name}的比赛将于北京时间${kickoffText(f)}开始${f.venue ? `，比赛地点为${f.venue}` : ''}。`,
    () =>
      `${f.home.name}与${f.away.name}的${f.competition}较量定于北京时间${kickoffText(f)}打响，这是${stage(f)}的重头戏之一。`,
  ]);
  const lineups = lineupsPart(f, rng);
  const body = [
    p(leadText),
    p(tablePart(f, rng)),
    p(formPart(f, rng)),
    p(meetingsPart(f, rng)),
    p(oddsPart(f, rng)),
    lineups.length > 0 && `<h3>${rng.pick(['首发阵容', '阵容情况'])}</h3>${p(...lineups)}`,
    p(
      `${rng.pick([
        `本场比赛将于北京时间${kickoffText(f)}开始`,
        `比赛将在北京时间${kickoffText(f)}打响`,
        `开球时间：北京时间${kickoffText(f)}`,
      ])}，<a href="${matchLink(f, 'analysis')}">查看赛前数据分析</a>。`,
    ),
  ]
    .filter(Boolean)
    .join('');
  const places = f.table
    ? `${f.home.name}排名第${f.table.home.rank}，${f.away.name}排名第${f.table.away.rank}。`
    : '';
  const summary = `${stage(f)}：${f.home.name}vs${f.away.name}，北京时间${kickoffText(f)}开球。${places}`;
  return { title: titleOf(f, rng), summary, body };
}
