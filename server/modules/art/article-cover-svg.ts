// An article's drawn cover, a pure function of the article's facts: a match it tags gets the two crests facing
// each other with the competition and the score or kick-off; any other article a pitch or a court in its
// column's colours with a caption from its title. Every choice comes from the id, so a cover never changes
// between requests (only the match's own state moves it).
import { hashOf, hsl, isHexColour, paletteOf } from '../../../contract/art/palette';
import {
  basketballMatchPhase,
  basketballMatchStateLabel,
  footballMatchPhase,
  footballMatchStateLabel,
} from '../../../contract/enums/match-states';
import { formatShort } from '../../../contract/format/dates';
import { escapeXml, fitLine, textLine, wrapLines } from './cover-text';
import { teamCrestSvg } from './crest-svg';

export type CoverSport = 'football' | 'basketball';

export interface CoverTeam {
  id: number;
  name: string;
  shortName: string;
}

export interface CoverMatch {
  sport: CoverSport;
  competition: string;
  competitionColor: string;
  home: CoverTeam;
  away: CoverTeam;
  state: number;
  homeScore: number;
  awayScore: number;
  kickoffAt: Date;
}

export interface ArticleCoverFacts {
  id: number;
  title: string;
  columnNo: string;
  columnName: string;
  sport: CoverSport;
  match: CoverMatch | null;
}

const W = 320;
const H = 180;

/** mulberry32: a small seeded generator, so the same id always draws the same picture. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (min: number, max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + unit * (max - min);
  };
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();

/** The lines of a 105×68 m pitch, in metres. */
const PITCH =
  'M0 0H105V68H0ZM52.5 0V68M0 13.84H16.5V54.16H0M0 24.84H5.5V43.16H0M105 13.84H88.5V54.16H105M105 24.84H99.5V43.16H105' +
  'M16.5 26.69A9.15 9.15 0 0 1 16.5 41.31M88.5 26.69A9.15 9.15 0 0 0 88.5 41.31' +
  'M61.65 34A9.15 9.15 0 1 1 43.35 34A9.15 9.15 0 1 1 61.65 34';

/** The lines of a 28×15 m court: keys, free-throw circles, three-point lines, centre circle. */
const COURT =
  'M0 0H28V15H0ZM14 0V15M15.8 7.5A1.8 1.8 0 1 1 12.2 7.5A1.8 1.8 0 1 1 15.8 7.5' +
  'M0 5.05H5.8V9.95H0M5.8 5.7A1.8 1.8 0 0 1 5.8 9.3M0 0.9H2.99A6.75 6.75 0 0 1 2.99 14.1H0' +
  'M28 5.05H22.2V9.95H28M22.2 5.7A1.8 1.8 0 0 0 22.2 9.3M28 0.9H25.01A6.75 6.75 0 0 0 25.01 14.1H28';

const document = (label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * 2}" height="${H * 2}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** A pitch or a court seen from above, scaled, turned and moved by the id. */
function ground(sport: CoverSport, rand: (a: number, b: number) => number, accent: string) {
  const football = sport === 'football';
  const [gw, gh] = football ? [105, 68] : [28, 15];
  const scale = (football ? rand(3.1, 4.6) : rand(11.5, 17)) * 1;
  const fx = rand(gw * 0.2, gw * 0.8);
  const fy = rand(gh * 0.3, gh * 0.7);
  const turn = rand(-12, 12);
  const place = `translate(${W / 2} ${H / 2}) rotate(${n(turn)}) scale(${n(scale)}) translate(${n(-fx)} ${n(-fy)})`;
  const stroke =
    'stroke="#fff" stroke-opacity=".85" stroke-width="1.4" vector-effect="non-scaling-stroke"';
  if (football) {
    const hue = Math.round(rand(100, 135));
    const stripes = Array.from({ length: 14 }, (_, i) =>
      i % 2 ? '' : `<rect x="${n(-20 + i * 10)}" y="-60" width="10" height="190"/>`,
    ).join('');
    return (
      `<rect width="${W}" height="${H}" fill="${hsl(hue, 0.5, 0.31)}"/>` +
      `<g transform="${place}"><g fill="${hsl(hue, 0.45, 0.38)}">${stripes}</g>` +
      `<path d="${PITCH}" fill="none" ${stroke}/></g>`
    );
  }
  const planks = Array.from(
    { length: 16 },
    (_, i) =>
      `<path d="M${n(-10 + i * 3)} -20V35" stroke="#7c4a1e" stroke-opacity=".18" stroke-width="1" vector-effect="non-scaling-stroke"/>`,
  ).join('');
  return (
    `<rect width="${W}" height="${H}" fill="${hsl(32, 0.52, 0.58)}"/>` +
    `<g transform="${place}"><rect x="-10" y="-20" width="48" height="55" fill="${hsl(32, 0.55, 0.62)}"/>${planks}` +
    `<path d="M0 5.05H5.8V9.95H0ZM28 5.05H22.2V9.95H28Z" fill="${accent}" fill-opacity=".8"/>` +
    `<circle cx="14" cy="7.5" r="1.8" fill="${accent}" fill-opacity=".8"/>` +
    `<path d="${COURT}" fill="none" ${stroke}/>` +
    `<circle cx="1.575" cy="7.5" r=".23" fill="none" stroke="#f97316" stroke-width="2" vector-effect="non-scaling-stroke"/>` +
    `<circle cx="26.425" cy="7.5" r=".23" fill="none" stroke="#f97316" stroke-width="2" vector-effect="non-scaling-stroke"/></g>`
  );
}

/** A ball to lead the eye: a football's black patches or a basketball's seams. */
function ball(sport: CoverSport, cx: number, cy: number, r: number) {
  if (sport === 'football')
    return (
      `<circle cx="${n(cx)}" cy="${n(cy + r * 0.25)}" r="${n(r)}" fill="#000" fill-opacity=".25"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f8fafc" stroke="#1e293b" stroke-width="1"/>` +
      `<path d="M${n(cx)} ${n(cy - r * 0.38)}l${n(r * 0.36)} ${n(r * 0.26)}l${n(-r * 0.14)} ${n(r * 0.42)}h${n(-r * 0.44)}l${n(-r * 0.14)} ${n(-r * 0.42)}Z" fill="#1e293b"/>`
    );
  return (
    `<circle cx="${n(cx)}" cy="${n(cy + r * 0.25)}" r="${n(r)}" fill="#000" fill-opacity=".25"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ea580c" stroke="#431407" stroke-width="1"/>` +
    `<path d="M${n(cx - r)} ${n(cy)}H${n(cx + r)}M${n(cx)} ${n(cy - r)}V${n(cy + r)}M${n(cx - r * 0.7)} ${n(cy - r * 0.7)}Q${n(cx - r * 0.15)} ${n(cy)} ${n(cx - r * 0.7)} ${n(cy + r * 0.7)}M${n(cx + r * 0.7)} ${n(cy - r * 0.7)}Q${n(cx + r * 0.15)} ${n(cy)} ${n(cx + r * 0.7)} ${n(cy + r * 0.7)}" fill="none" stroke="#431407" stroke-width="1"/>`
  );
}

/** A kicker such as 战报 or 前瞻 before a full-width colon, and the headline itself, cut at its first comma. */
export function captionOf(title: string): { kicker: string; caption: string } {
  const clean = title.replace(/\s+/g, ' ').trim();
  const colon = /[：:]/.exec(clean);
  const kicker = colon && colon.index <= 4 ? clean.slice(0, colon.index) : '';
  const rest = kicker ? clean.slice(colon!.index + 1).trim() : clean;
  const comma = /[，,。！？!?]/.exec(rest);
  const caption = comma && comma.index >= 6 ? rest.slice(0, comma.index) : rest;
  return { kicker, caption: caption || clean };
}

/** A rounded tag with white text, its width estimated from the text. */
function tag(text: string, x: number, y: number, fill: string, size = 12, max = 200) {
  const shown = fitLine(text, size, max);
  const width =
    Math.min(max, [...shown].reduce((s, c) => s + (c.charCodeAt(0) < 0x80 ? 0.62 : 1), 0) * size) +
    14;
  return (
    `<rect x="${x}" y="${y}" width="${n(width)}" height="${size + 9}" rx="${(size + 9) / 2}" fill="${fill}"/>` +
    textLine(shown, { x: x + 7, y: y + size + 2.5, size, max: width - 14 }, { fill: '#fff' })
  );
}

export function sceneCoverSvg(facts: ArticleCoverFacts): string {
  const rand = seeded(hashOf(`article:${facts.id}`));
  const accent = paletteOf(`column:${facts.columnNo}`).primary;
  const { kicker, caption } = captionOf(facts.title);
  const lines = wrapLines(caption, 19, W - 28, 2);
  const bandTop = H - 26 - lines.length * 24;
  const text = lines
    .map((line, i) =>
      textLine(
        line,
        { x: 14, y: H - 16 - (lines.length - 1 - i) * 24, size: 19, max: W - 28 },
        {
          fill: '#fff',
        },
      ),
    )
    .join('');
  const ballX = rand(W * 0.55, W * 0.85);
  const ballY = rand(36, bandTop - 4);
  const label = [facts.columnName, kicker].filter(Boolean).join(' · ');
  return document(
    facts.title,
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".78"/></linearGradient>` +
      `<linearGradient id="tint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset=".6" stop-color="${accent}" stop-opacity="0"/></linearGradient></defs>` +
      ground(facts.sport, rand, accent) +
      `<rect width="${W}" height="${H}" fill="url(#tint)"/>` +
      ball(facts.sport, ballX, ballY, facts.sport === 'football' ? 9 : 10) +
      `<rect y="${n(bandTop - 18)}" width="${W}" height="${n(H - bandTop + 18)}" fill="url(#fade)"/>` +
      tag(label || '头条', 12, 12, accent) +
      text,
  );
}

/** A crest drawn inside the cover: the crest's own SVG as a group, its clip id made unique per side. */
function crestAt(team: CoverTeam, side: string, cx: number, cy: number, size: number) {
  const inner = teamCrestSvg(team)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replaceAll('id="s"', `id="crest-${side}"`)
    .replaceAll('url(#s)', `url(#crest-${side})`);
  const k = size / 64;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(k)})">${inner}</g>`;
}

export function matchCoverSvg(facts: ArticleCoverFacts & { match: CoverMatch }): string {
  const m = facts.match;
  const rand = seeded(hashOf(`article:${facts.id}`));
  const home = paletteOf(m.home.name).primary;
  const away = paletteOf(m.away.name).primary;
  const phase =
    m.sport === 'football' ? footballMatchPhase(m.state) : basketballMatchPhase(m.state);
  const stateLabel =
    m.sport === 'football' ? footballMatchStateLabel(m.state) : basketballMatchStateLabel(m.state);
  const played = phase === 'live' || phase === 'finished';
  const centre = played
    ? textLine(
        `${m.homeScore} : ${m.awayScore}`,
        { x: W / 2, y: 96, size: 36, max: 120 },
        {
          fill: '#fff',
          anchor: 'middle',
          weight: 800,
        },
      ) +
      textLine(
        phase === 'live' ? `${stateLabel} · 进行中` : stateLabel,
        { x: W / 2, y: 120, size: 12, max: 110 },
        {
          fill: '#fff',
          anchor: 'middle',
          weight: 400,
        },
      )
    : textLine(
        'VS',
        { x: W / 2, y: 94, size: 32, max: 80 },
        { fill: '#fff', anchor: 'middle', weight: 800 },
      ) +
      textLine(
        formatShort(m.kickoffAt),
        { x: W / 2, y: 120, size: 13, max: 110 },
        {
          fill: '#fff',
          anchor: 'middle',
          weight: 400,
        },
      );
  const name = (team: CoverTeam, x: number) =>
    textLine(
      fitLine(team.name, 15, 112),
      { x, y: 146, size: 15, max: 112 },
      { fill: '#fff', anchor: 'middle' },
    );
  const competition = fitLine(m.competition, 12, 160);
  const pillWidth = Math.min(174, [...competition].length * 12 + 20);
  const { kicker } = captionOf(facts.title);
  return document(
    facts.title,
    `<defs><linearGradient id="sides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${home}"/><stop offset=".46" stop-color="${home}"/><stop offset=".54" stop-color="${away}"/><stop offset="1" stop-color="${away}"/></linearGradient>` +
      `<radialGradient id="light" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sides)"/>` +
      `<path d="M${n(W / 2 + rand(-8, 8))} 0L${n(W / 2 - 26)} ${H}H${n(W / 2 + 26)}Z" fill="#000" fill-opacity=".18"/>` +
      `<g opacity=".14">${ground(m.sport, rand, '#fff').replace(/<rect width="320" height="180"[^>]*\/>/, '')}</g>` +
      `<rect width="${W}" height="${H}" fill="url(#light)"/>` +
      `<rect x="${n(W / 2 - pillWidth / 2)}" y="14" width="${n(pillWidth)}" height="21" rx="10.5" fill="${isHexColour(m.competitionColor) ? m.competitionColor : paletteOf(m.competition).primary}" stroke="#fff" stroke-opacity=".6"/>` +
      textLine(
        competition,
        { x: W / 2, y: 29, size: 12, max: pillWidth - 16 },
        { fill: '#fff', anchor: 'middle' },
      ) +
      `<circle cx="70" cy="86" r="44" fill="#fff" fill-opacity=".12"/><circle cx="250" cy="86" r="44" fill="#fff" fill-opacity=".12"/>` +
      crestAt(m.home, 'home', 70, 84, 72) +
      crestAt(m.away, 'away', 250, 84, 72) +
      name(m.home, 70) +
      name(m.away, 250) +
      centre +
      (kicker ? tag(kicker, 12, H - 32, '#0f172a', 11, 80) : ''),
  );
}

export const articleCoverSvg = (facts: ArticleCoverFacts) =>
  facts.match ? matchCoverSvg({ ...facts, match: facts.match }) : sceneCoverSvg(facts);
