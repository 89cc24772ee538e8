// Captcha pictures: every scene renders, the piece is cut from the very pixels of the hole, the words have glyphs.
import { describe, expect, it } from 'vitest';
import {
  backgroundSvg,
  type SceneName,
  scenes,
} from '../../server/modules/captcha/images/backgrounds';
import { makeClickWord } from '../../server/modules/captcha/images/click-word';
import { cutJigsaw, PIECE_SIZE } from '../../server/modules/captcha/images/jigsaw';
import { type Bitmap, renderSvg } from '../../server/modules/captcha/images/render';
import { drawableWords, glyphPath, WORD_POOL } from '../../server/modules/captcha/images/words';

/** A background whose every pixel differs, so a misplaced copy cannot go unnoticed. */
function gradient(width = 310, height = 155): Bitmap {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.set([x % 200, y, (x * 7 + y * 3) % 200, 255], i);
    }
  }
  return { width, height, data };
}

const px = (b: Bitmap, x: number, y: number) => [
  ...b.data.subarray((y * b.width + x) * 4, (y * b.width + x) * 4 + 4),
];

describe('scenes', () => {
  it('has at least 6 and each renders a 310x155 opaque picture, different each time', async () => {
    const names = Object.keys(scenes) as SceneName[];
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) {
      const [a, b] = [await renderSvg(backgroundSvg(name)), await renderSvg(backgroundSvg(name))];
      expect([a.width, a.height]).toEqual([310, 155]);
      expect(a.data[3]).toBe(255);
      expect(a.data[(155 * 310 - 1) * 4 + 3]).toBe(255);
      expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
    }
  });
});

describe('cutJigsaw', () => {
  it('takes the piece from the hole and shades the hole', async () => {
    const background = gradient();
    const at = { x: 150, y: 60 };
    const { original, piece } = await cutJigsaw(background, at, { top: true, right: true });
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, 155]);
    // The body's centre: inside the piece, away from the outline.
    const [cx, cy] = [19, 28];
    const source = px(background, at.x + cx, at.y + cy);
    const taken = px(piece, cx, at.y + cy);
    expect(taken[3]).toBe(255);
    expect(taken.slice(0, 3)).toEqual(
      source.slice(0, 3).map((v) => Math.min(255, Math.round(v * 1.06))),
    );
    const hole = px(original, at.x + cx, at.y + cy);
    for (let c = 0; c < 3; c++) expect(hole[c]).toBeLessThan((source[c] as number) * 0.5 + 1);
    // Outside the piece: the strip is transparent and the picture untouched.
    expect(px(piece, 23, at.y - 3)[3]).toBe(0);
    expect(px(piece, 44, at.y + 44)[3]).toBe(0);
    expect(px(original, at.x - 5, at.y + cy)).toEqual(px(background, at.x - 5, at.y + cy));
  });

  it('cuts the piece alone when asked for its own height', async () => {
    const { piece } = await cutJigsaw(
      gradient(),
      { x: 200, y: 100 },
      { top: false, right: false },
      PIECE_SIZE,
    );
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
    expect(px(piece, 28, 19)[3]).toBe(255);
  });
});

describe('click words', () => {
  it('can draw every character of the pool, all distinct', () => {
    expect(new Set(WORD_POOL).size).toBe(WORD_POOL.length);
    expect(WORD_POOL.length).toBeGreaterThanOrEqual(150);
    expect(drawableWords().sort()).toEqual([...WORD_POOL].sort());
  });

  it('writes every glyph as well-formed path data (each command with its count of numbers)', () => {
    const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
    for (const ch of WORD_POOL) {
      const d = glyphPath(ch, 30);
      const commands = d.match(/[A-Z][^A-Z]*/g) ?? [];
      expect(commands.length).toBeGreaterThan(4);
      for (const command of commands) {
        const numbers = command.slice(1).trim();
        const count = numbers ? numbers.split(' ').length : 0;
        expect(count, `${ch}: ${command}`).toBe(arity[command[0] as string]);
        for (const v of numbers ? numbers.split(' ') : []) expect(v).toMatch(/^-?\d+(\.\d)?$/);
      }
    }
  });

  it('asks for 3 of the drawn characters at points inside the picture, apart from each other', async () => {
    for (let i = 0; i < 5; i++) {
      const { words, points } = await makeClickWord();
      expect(words).toHaveLength(3);
      expect(new Set(words).size).toBe(3);
      for (const p of points) {
        expect(p.x).toBeGreaterThan(15);
        expect(p.x).toBeLessThan(295);
        expect(p.y).toBeGreaterThanOrEqual(26);
        expect(p.y).toBeLessThanOrEqual(129);
      }
      const [a, b, c] = points as [(typeof points)[0], (typeof points)[0], (typeof points)[0]];
      for (const [p, q] of [
        [a, b],
        [b, c],
        [a, c],
      ] as const) {
        expect(Math.abs(p.x - q.x)).toBeGreaterThanOrEqual(40);
      }
    }
  });
});
