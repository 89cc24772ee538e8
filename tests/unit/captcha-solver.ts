// A template-match solver of the slider captcha, as a bot would write it: it finds the piece's x from the two pictures alone.

/** RGBA pixels, as pngjs decodes them. */
export interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
}

export type Strategy =
  | 'texture'
  | 'edges'
  | 'outline'
  | 'contrast'
  | 'darkest'
  | 'lightest'
  | 'combined';
export const STRATEGIES: Strategy[] = [
  'texture',
  'edges',
  'outline',
  'contrast',
  'darkest',
  'lightest',
  'combined',
];

const luminance = (p: Picture) => {
  const out = new Float32Array(p.width * p.height);
  for (let i = 0; i < out.length; i++) {
    out[i] =
      0.299 * (p.data[i * 4] as number) +
      0.587 * (p.data[i * 4 + 1] as number) +
      0.114 * (p.data[i * 4 + 2] as number);
  }
  return out;
};

/** Sobel gradient magnitude. */
function edges(values: Float32Array, width: number, height: number) {
  const out = new Float32Array(width * height);
  const at = (x: number, y: number) =>
    values[
      Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))
    ] as number;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/** Pixels within `r` (square) of a set pixel, or of an unset one when `invert`. */
function grow(mask: Uint8Array, width: number, height: number, r: number, invert = false) {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let hit = false;
      for (let dy = -r; dy <= r && !hit; dy++) {
        for (let dx = -r; dx <= r && !hit; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          const inside =
            xx >= 0 && yy >= 0 && xx < width && yy < height && mask[yy * width + xx] === 1;
          if (inside !== invert) hit = true;
        }
      }
      out[y * width + x] = invert ? (hit ? 0 : 1) : hit ? 1 : 0;
    }
  }
  return out;
}

/** Normalised cross-correlation of a template's values against the same offsets in a window. */
function ncc(template: Float32Array, window: Float32Array) {
  const n = template.length;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < n; i++) {
    sa += template[i] as number;
    sb += window[i] as number;
  }
  const ma = sa / n;
  const mb = sb / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    const a = (template[i] as number) - ma;
    const b = (window[i] as number) - mb;
    num += a * b;
    da += a * a;
    db += b * b;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

interface Template {
  /** Offsets (dx, y) into the background, relative to a candidate x. */
  xs: Int32Array;
  ys: Int32Array;
  values: Float32Array;
}

const template = (
  width: number,
  rows: [number, number],
  mask: Uint8Array,
  value: (i: number) => number,
): Template => {
  const xs: number[] = [];
  const ys: number[] = [];
  const values: number[] = [];
  for (let y = rows[0]; y <= rows[1]; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (mask[i]) {
        xs.push(x);
        ys.push(y);
        values.push(value(i));
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys), values: Float32Array.from(values) };
};

function sample(t: Template, field: Float32Array, width: number, x: number) {
  const out = new Float32Array(t.xs.length);
  for (let i = 0; i < out.length; i++)
    out[i] = field[(t.ys[i] as number) * width + x + (t.xs[i] as number)] as number;
  return out;
}

const mean = (v: Float32Array) => v.reduce((s, a) => s + a, 0) / (v.length || 1);

const argmax = (scores: number[]) =>
  scores.reduce((best, s, i) => (s > (scores[best] as number) ? i : best), 0);

/** Ranks, 0 for the best score: the combined strategy adds them up. */
const ranks = (scores: number[]) => {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0]);
  const out = new Array<number>(scores.length);
  order.forEach(([, i], r) => {
    out[i] = r;
  });
  return out;
};

/**
 * Every strategy's best x. The piece strip is as tall as the picture (AJ's layout), so its rows
 * are the hole's rows; the solver scans x across the picture.
 *   texture   NCC of the piece's inside (edge band left out) with the picture: the match that beat the old captcha.
 *   edges     NCC of the piece's Sobel edges with the picture's.
 *   outline   NCC of the piece's outline (from its alpha) with the picture's edges: finds the hole's rim.
 *   contrast  the region shaped like the piece whose inside differs most from the ring around it.
 *   darkest   the region shaped like the piece whose inside is darkest against its ring (the old hole).
 *   lightest  the same, lightest against its ring (a frosted hole).
 *   combined  the best sum of the ranks of texture, edges, outline and contrast.
 */
export function solve(background: Picture, piece: Picture): Record<Strategy, number> {
  const { width: W, height: H } = background;
  const w = piece.width;
  const alpha = new Uint8Array(w * H);
  let top = H;
  let bottom = 0;
  for (let i = 0; i < alpha.length; i++) {
    if ((piece.data[i * 4 + 3] as number) >= 128) {
      alpha[i] = 1;
      const y = Math.floor(i / w);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const rows: [number, number] = [Math.max(0, top - 4), Math.min(H - 1, bottom + 4)];
  const inside = grow(alpha, w, H, 2, true);
  const ring = grow(alpha, w, H, 4);
  for (let i = 0; i < ring.length; i++) if (alpha[i]) ring[i] = 0;
  const pieceLum = luminance(piece);
  const pieceEdges = edges(pieceLum, w, H);
  const alphaF = Float32Array.from(alpha);
  const outlineEdges = edges(alphaF, w, H);
  const box = new Uint8Array(w * H).fill(1);

  const bgLum = luminance(background);
  const bgEdges = edges(bgLum, W, H);

  const tTexture = template(w, rows, inside, (i) => pieceLum[i] as number);
  const tEdges = template(w, rows, inside, (i) => pieceEdges[i] as number);
  const tOutline = template(w, rows, box, (i) => outlineEdges[i] as number);
  const tInside = template(w, rows, inside, () => 1);
  const tRing = template(w, rows, ring, () => 1);

  const scores: Record<Exclude<Strategy, 'combined'>, number[]> = {
    texture: [],
    edges: [],
    outline: [],
    contrast: [],
    darkest: [],
    lightest: [],
  };
  for (let x = 0; x + w <= W; x++) {
    scores.texture.push(ncc(tTexture.values, sample(tTexture, bgLum, W, x)));
    scores.edges.push(ncc(tEdges.values, sample(tEdges, bgEdges, W, x)));
    scores.outline.push(ncc(tOutline.values, sample(tOutline, bgEdges, W, x)));
    const difference = mean(sample(tRing, bgLum, W, x)) - mean(sample(tInside, bgLum, W, x));
    scores.contrast.push(Math.abs(difference));
    scores.darkest.push(difference);
    scores.lightest.push(-difference);
  }
  // The piece rests over x < its width: a hole there would be under it, so no bot looks there.
  for (const list of Object.values(scores)) for (let x = 0; x < w; x++) list[x] = -Infinity;
  const combinedRanks = [scores.texture, scores.edges, scores.outline, scores.contrast].map(ranks);
  const combined = scores.texture.map(
    (_, x) => -combinedRanks.reduce((s, r) => s + (r[x] as number), 0),
  );
  return {
    texture: argmax(scores.texture),
    edges: argmax(scores.edges),
    outline: argmax(scores.outline),
    contrast: argmax(scores.contrast),
    darkest: argmax(scores.darkest),
    lightest: argmax(scores.lightest),
    combined: argmax(combined),
  };
}
