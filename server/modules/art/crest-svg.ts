// Crests drawn from the catalogue as SVG text: a team's shield in its colours with a pattern and its short
// name on a band, a competition's round badge in the competition's colour. Pure functions of their input.
import { isHexColour, type Palette, paletteOf } from '../../../contract/art/palette';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The short name on one line (up to 3 characters) or two (a long name split in half, 3 a line at most). */
function nameLines(shortName: string): string[] {
  const chars = [...shortName.trim()];
  if (chars.length === 0) return ['?'];
  if (chars.length <= 3) return [chars.join('')];
  const half = Math.min(3, Math.ceil(chars.length / 2));
  return [chars.slice(0, half).join(''), chars.slice(half, half * 2).join('')];
}

const SHIELD = 'M32 3 L58 10 V30 C58 46 47 56 32 61 C17 56 6 46 6 30 V10 Z';

/** The field's pattern inside the shield, in the secondary colour. */
function pattern(p: Palette): string {
  switch (p.pick % 5) {
    case 0: // halves
      return `<rect x="32" y="0" width="32" height="64" fill="${p.secondary}"/>`;
    case 1: // stripes
      return [12, 28, 44]
        .map((x) => `<rect x="${x}" y="0" width="8" height="64" fill="${p.secondary}"/>`)
        .join('');
    case 2: // sash
      return `<path d="M0 8 L14 0 L64 50 L50 64 Z" fill="${p.secondary}"/>`;
    case 3: // chevron
      return `<path d="M0 4 L32 24 L64 4 V16 L32 36 L0 16 Z" fill="${p.secondary}"/>`;
    default: // plain field with a trim
      return `<path d="${SHIELD}" fill="none" stroke="${p.secondary}" stroke-width="6"/>`;
  }
}

function textLines(lines: string[], cx: number, cy: number, colour: string, maxWidth: number) {
  const longest = Math.max(...lines.map((l) => [...l].length));
  const size = Math.min(18, Math.floor(maxWidth / Math.max(longest, 1)));
  const gap = size * 1.1;
  const top = cy - ((lines.length - 1) * gap) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${(top + i * gap).toFixed(1)}" font-size="${size}" fill="${colour}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
}

const svg = (label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

export function teamCrestSvg(team: { id: number; name: string; shortName: string }): string {
  const p = paletteOf(team.name);
  const lines = nameLines(team.shortName || team.name);
  const bandHeight = lines.length === 1 ? 20 : 30;
  return svg(
    team.name,
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>` +
      `<g clip-path="url(#s)"><rect width="64" height="64" fill="${p.primary}"/>${pattern(p)}</g>` +
      `<rect x="9" y="${33 - bandHeight / 2}" width="46" height="${bandHeight}" rx="4" fill="#fff" fill-opacity=".92"/>` +
      textLines(lines, 32, 33, p.primary, 44) +
      `<path d="${SHIELD}" fill="none" stroke="#0f172a" stroke-opacity=".25" stroke-width="1.5"/>`,
  );
}

export function competitionMarkSvg(competition: {
  id: number;
  name: string;
  shortName: string;
  color: string;
}): string {
  const colour = isHexColour(competition.color)
    ? competition.color
    : paletteOf(competition.name).primary;
  const lines = nameLines(competition.shortName || competition.name);
  return svg(
    competition.name,
    `<circle cx="32" cy="32" r="30" fill="${colour}"/>` +
      `<circle cx="32" cy="32" r="23" fill="#fff"/>` +
      `<circle cx="32" cy="32" r="26.5" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1" stroke-dasharray="2 3"/>` +
      textLines(lines, 32, 32, colour, 38),
  );
}
