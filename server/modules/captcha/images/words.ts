// The point captcha's characters: a pool of common and sports words, drawn as glyph outlines from the shipped font.
import { readdirSync, readFileSync } from 'node:fs';
import type { Font } from 'opentype.js';
import * as opentypeModule from 'opentype.js';

// Node loads opentype.js's CommonJS build (its functions under `default`), bundlers its ES build.
const opentype =
  (opentypeModule as unknown as { default?: typeof opentypeModule }).default ?? opentypeModule;

/**
 * Characters a person reads at a glance, many from football and basketball. Every one is in the
 * Noto Sans SC subsets in ../fonts (checked by a test), so no system font is ever needed.
 */
export const WORD_POOL = [
  ...'球门射传跑队赛场军攻防守角卫黄红牌换决半胜负平主客联全加时开始播足强教练比结直运员星快跳投扣抢',
  ...'断控拍拉补输赢冲旗战团王英雄豪齐进后前分高长动体力明精彩激爆破突追退速造连送达迎近飞奖盘边远越',
  ...'轻顶阳光城声复头创利助包单博原反取型商完官导将展常影得总想感打持排支放料期标格欢求流海清游源然',
  ...'爱真空立章第简管级给统编置色节花装见规解起超路身车转选重量集风东西南北春夏秋冬雪雨雷云火山水林',
  ...'树草田园河湖港岛峰川江天地冰龙马牛鸡狗猫鱼金银铁钢玉珠宝书画音乐歌舞笑梦雅希望信心友安和美好来',
  ...'健康福未幸智',
];

const FONT_DIR = new URL('../fonts/', import.meta.url);

let glyphFonts: Map<string, Font> | undefined;

/** Which shipped font draws each pool character; the fonts are read once, on first use. */
export function fontsByCharacter(): Map<string, Font> {
  if (!glyphFonts) {
    const fonts = readdirSync(FONT_DIR)
      .filter((file) => file.endsWith('.woff'))
      .sort()
      .map((file) => {
        const bytes = readFileSync(new URL(file, FONT_DIR));
        return opentype.parse(
          bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        );
      });
    glyphFonts = new Map();
    for (const ch of new Set(WORD_POOL)) {
      const font = fonts.find((f) => f.charToGlyphIndex(ch) > 0);
      if (font) glyphFonts.set(ch, font);
    }
  }
  return glyphFonts;
}

/** The pool characters the shipped fonts can draw. */
export const drawableWords = () => [...fontsByCharacter().keys()];

/** One decimal, never "-0": numbers are always space-separated, so none can run into another. */
const num = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return (r === 0 ? 0 : r).toString();
};

/**
 * A character as SVG path data centred on (0, 0), `size` px tall. Written from the outline's
 * commands here because opentype.js's own toPathData glues a rounded "-0" onto the number
 * before it ("22.50" for "22.5 -0"), which breaks some glyphs.
 */
export function glyphPath(ch: string, size: number): string {
  const font = fontsByCharacter().get(ch);
  if (!font) throw new Error(`no glyph for ${ch}`);
  const path = font.getPath(ch, 0, 0, size);
  const box = path.getBoundingBox();
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const p = (x: number, y: number) => `${num(x - cx)} ${num(y - cy)}`;
  return path.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${p(c.x, c.y)}`;
        case 'Q':
          return `Q${p(c.x1, c.y1)} ${p(c.x, c.y)}`;
        case 'C':
          return `C${p(c.x1, c.y1)} ${p(c.x2, c.y2)} ${p(c.x, c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}
