// Captcha pictures: every scene renders, piece and decoy shapes, the holes' layout, the piece cut from its home's pixels, the words' glyphs.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  backgroundSvg,
  type SceneName,
  scenes,
} from '../../server/modules/captcha/images/backgrounds';
import { makeClickWord } from '../../server/modules/captcha/images/click-word';
import { cutJigsaw, type Hole, PIECE_SIZE } from '../../server/modules/captcha/images/jigsaw';
import { MASK_SIZE, PAD, shapeMasks } from '../../server/modules/captcha/images/masks';
import { layHoles, MAX_X, MIN_X } from '../../server/modules/captcha/images/puzzle';
import { type Bitmap, renderSvg } from '../../server/modules/captcha/images/render';
import {
  jigsawDecoy,
  nudged,
  plainDecoy,
  randomShape,
  sidesChanged,
} from '../../server/modules/captcha/images/shapes';
import { drawableWords, glyphPath, WORD_POOL } from '../../server/modules/captcha/images/words';

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

/**
 * A picture of random 4 px blocks: a copy of any part of it can only come from that very part,
 * and its blocks survive the blur that pieces and holes get.
 */
function noise(width = 310, height = 155): Bitmap {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const block = ((y - (y % 4)) * width + x - (x % 4)) * 4;
      for (let c = 0; c < 3; c++) {
        data[p + c] = p === block ? randomInt(40, 216) : (data[block + c] as number);
      }
      data[p + 3] = 255;
    }
  }
  return { width, height, data };
}

const luminance = (b: Bitmap, x: number, y: number) => {
  const [r, g, bl] = px(b, x, y) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * bl;
};

/** The 3x3 mean around (x, y): what the piece's soft blur makes of a pixel. */
const soft = (b: Bitmap, x: number, y: number) => {
  let sum = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) sum += luminance(b, x + dx, y + dy);
  return sum / 9;
};

function correlation(a: number[], b: number[]) {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [num, da, db] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = b[i] as number;
    num += (x - ma) * (y - mb);
    da += (x - ma) ** 2;
    db += (y - mb) ** 2;
  });
  return num / Math.sqrt(da * db);
}

/** The piece's opaque inside, 4 px clear of its edge: (i, j) in its 47 px box. */
function insideOf(piece: Bitmap, top: number) {
  const opaque = (i: number, j: number) =>
    i >= 0 && j >= 0 && i < PIECE_SIZE && j < PIECE_SIZE && px(piece, i, top + j)[3] === 255;
  const cells: [number, number][] = [];
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      let clear = true;
      for (let d = -4; d <= 4 && clear; d++) {
        if (!opaque(i + d, j) || !opaque(i, j + d)) clear = false;
      }
      if (clear) cells.push([i, j]);
    }
  }
  return cells;
}

describe('piece shapes', () => {
  it('gives every piece two knobs or more, one sticking out, and a body of 26-38 px', () => {
    for (let i = 0; i < 200; i++) {
      const shape = randomShape();
      expect(shape.sides.filter((s) => s.kind !== 'flat').length).toBeGreaterThanOrEqual(2);
      expect(shape.sides.some((s) => s.kind === 'out')).toBe(true);
      expect(shape.body).toBeGreaterThanOrEqual(26);
      expect(shape.body).toBeLessThanOrEqual(38);
    }
  });

  it("gives jigsaw decoys the piece's body but other knobs on two sides, one a knob out or gone", () => {
    for (let i = 0; i < 200; i++) {
      const shape = randomShape();
      const decoy = jigsawDecoy(shape);
      expect([decoy.body, decoy.left, decoy.top, decoy.turn]).toEqual([
        shape.body,
        shape.left,
        shape.top,
        shape.turn,
      ]);
      expect(sidesChanged(decoy, shape)).toBeGreaterThanOrEqual(2);
      const outs = (s: typeof shape) => s.sides.map((side) => side.kind === 'out').join();
      expect(outs(decoy)).not.toBe(outs(shape));
    }
  });

  it('gives plain decoys no knobs, and draws the home larger and turned', () => {
    const shape = randomShape();
    expect(plainDecoy(shape).sides.every((s) => s.kind === 'flat')).toBe(true);
    const home = nudged(shape);
    expect(home.body - shape.body).toBeGreaterThanOrEqual(3.5);
    expect(Math.abs(home.turn - shape.turn)).toBeGreaterThanOrEqual(2);
    expect(sidesChanged(home, shape)).toBe(0);
  });

  it('fits the piece in its 47 px box and a hole in the padded box, whatever the shape', async () => {
    for (let i = 0; i < 30; i++) {
      const piece = await shapeMasks(randomShape(), 2.4, 'piece');
      const home = await shapeMasks(nudged(piece.shape), 2.4, 'hole');
      for (let j = 0; j < MASK_SIZE; j++) {
        for (let k = 0; k < MASK_SIZE; k++) {
          const inBox = j > PAD && j < PAD + PIECE_SIZE - 1 && k > PAD && k < PAD + PIECE_SIZE - 1;
          if (!inBox) expect(piece.rim[j * MASK_SIZE + k]).toBe(0);
          const onBorder = j === 0 || k === 0 || j === MASK_SIZE - 1 || k === MASK_SIZE - 1;
          if (onBorder) expect(home.rim[j * MASK_SIZE + k]).toBe(0);
        }
      }
      // A hole as large as the piece would leave it no room: the home's inside is larger.
      const area = (m: Float32Array) => m.reduce((s, v) => s + v, 0);
      expect(area(home.fill)).toBeGreaterThan(area(piece.fill));
    }
  });
});

describe('layHoles', () => {
  it("puts the home and three decoys (plain, lure, jigsaw) on the piece's row, apart", () => {
    const homeRank = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const { home, decoys } = layHoles();
      const holes = [home, ...decoys];
      expect(holes.map((h) => h.role).sort()).toEqual(['home', 'jigsaw', 'lure', 'plain']);
      for (const hole of holes) {
        expect(hole.y).toBe(home.y);
        expect(hole.x).toBeGreaterThanOrEqual(MIN_X);
        expect(hole.x).toBeLessThanOrEqual(MAX_X);
      }
      const xs = holes.map((h) => h.x).sort((a, b) => a - b);
      for (let k = 1; k < xs.length; k++) {
        expect((xs[k] as number) - (xs[k - 1] as number)).toBeGreaterThan(PIECE_SIZE);
      }
      const rank = xs.indexOf(home.x);
      homeRank.set(rank, (homeRank.get(rank) ?? 0) + 1);
    }
    // Where the home stands along the row tells nothing: each rank comes up.
    for (const rank of [0, 1, 2, 3]) expect(homeRank.get(rank)).toBeGreaterThan(20);
  });
});

describe('cutJigsaw', () => {
  it("cuts the piece from its home's pixels, and shows them nowhere on the picture but in the lure", async () => {
    // Over several pictures: one smooth patch can match anything by chance, a habit cannot.
    const home: number[] = [];
    const lure: number[] = [];
    for (let draw = 0; draw < 8; draw++) {
      const background = noise();
      const holes = layHoles();
      const { original, piece } = await cutJigsaw(background, holes.home, holes.decoys);
      expect([piece.width, piece.height]).toEqual([PIECE_SIZE, 155]);
      const { x, y } = holes.home;
      const cells = insideOf(piece, y);
      expect(cells.length).toBeGreaterThan(100);
      const pieceValues = cells.map(([i, j]) => luminance(piece, i, y + j));
      const at = (b: Bitmap, left: number, value: typeof soft) =>
        cells.map(([i, j]) => value(b, left + i, y + j));
      // The piece is its home's pixels under another light and a soft blur: its values follow
      // them (random blocks anywhere else correlate near 0).
      const source = Math.max(
        correlation(pieceValues, at(background, x, luminance)),
        correlation(pieceValues, at(background, x, soft)),
      );
      expect(source).toBeGreaterThan(0.45);
      home.push(correlation(pieceValues, at(original, x, luminance)));
      const theLure = holes.decoys.find((d) => d.role === 'lure') as Hole;
      lure.push(correlation(pieceValues, at(original, theLure.x, luminance)));
      // The strip is transparent away from the piece.
      expect(px(piece, 23, y > 10 ? y - 5 : y + 52)[3]).toBe(0);
    }
    const mean = (v: number[]) => v.reduce((s, c) => s + c, 0) / v.length;
    // The drawn home shows none of the piece's pixels; the lure, a decoy, shows them.
    expect(Math.abs(mean(home))).toBeLessThan(0.15);
    expect(mean(lure)).toBeGreaterThan(0.2);
  });

  it('only lights the picture away from the holes', async () => {
    const background = noise();
    const { home, decoys } = layHoles();
    const { original } = await cutJigsaw(background, home, decoys);
    const rows = home.y > 80 ? [2, 10] : [150, 152];
    for (const y of rows) {
      for (let x = 0; x < 310; x += 7) {
        const [before, after] = [luminance(background, x, y), luminance(original, x, y)];
        expect(Math.abs(after - before)).toBeLessThanOrEqual(before * 0.1 + 1);
      }
    }
  });

  it('cuts the piece alone when asked for its own height', async () => {
    const { home, decoys } = layHoles();
    const { piece } = await cutJigsaw(noise(), home, decoys, PIECE_SIZE);
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
    expect(insideOf(piece, 0).length).toBeGreaterThan(100);
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
