// Text for drawn covers: an SVG image cannot measure or wrap its text, so widths are estimated here from the
// characters (a CJK character is one em, Latin letters and digits about 0.6) and lines are cut to fit.

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A character's advance in em: generous, so the estimate errs towards room to spare. */
function advance(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code === 0x20) return 0.32;
  if (code < 0x80) return /[A-Z0-9MW@%&]/.test(ch) ? 0.66 : 0.56;
  // Full-width forms, CJK, kana, hangul, and the punctuation between them.
  return 1;
}

export const widthOf = (text: string, size: number) =>
  [...text].reduce((sum, ch) => sum + advance(ch), 0) * size;

/** The longest start of `text` that fits `max` px, with '…' when something was cut. */
export function fitLine(text: string, size: number, max: number): string {
  if (widthOf(text, size) <= max) return text;
  const chars = [...text];
  while (chars.length > 0 && widthOf(`${chars.join('')}…`, size) > max) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Up to `lines` lines of at most `max` px each, cut by character (Chinese has no spaces to wrap at). */
export function wrapLines(text: string, size: number, max: number, lines: number): string[] {
  const out: string[] = [];
  let rest = [...text.trim()];
  while (rest.length > 0 && out.length < lines) {
    if (out.length === lines - 1) {
      out.push(fitLine(rest.join(''), size, max));
      break;
    }
    let take = 0;
    let width = 0;
    while (take < rest.length && width + advance(rest[take]!) * size <= max) {
      width += advance(rest[take]!) * size;
      take++;
    }
    // Keep a Latin word or a number whole when the line can break before it.
    if (take < rest.length && /[\w.-]/.test(rest[take]!)) {
      let back = take;
      while (back > 0 && /[\w.-]/.test(rest[back - 1]!)) back--;
      if (back > take / 2) take = back;
    }
    out.push(rest.slice(0, Math.max(take, 1)).join('').trimEnd());
    rest = rest.slice(Math.max(take, 1));
    while (rest[0] === ' ') rest.shift();
  }
  return out;
}

/**
 * One line of text. When the estimate comes near the room it has, textLength squeezes the drawn glyphs into
 * that room, so a wider font than estimated still cannot run out of the picture.
 */
export function textLine(
  text: string,
  at: { x: number; y: number; size: number; max: number },
  style: { fill: string; anchor?: 'start' | 'middle' | 'end'; weight?: number },
): string {
  const width = widthOf(text, at.size);
  const squeeze =
    width > at.max * 0.9
      ? ` textLength="${Math.min(width, at.max).toFixed(0)}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${at.x}" y="${at.y}" font-size="${at.size}" fill="${style.fill}" text-anchor="${style.anchor ?? 'start'}" font-family="${FONT}" font-weight="${style.weight ?? 700}"${squeeze}>${escapeXml(text)}</text>`;
}
