// The slider's jigsaw: the piece cut from the background under its own light, its home and the decoy holes shaded under theirs.
import {
  GLASS_SPARE,
  type HoleRole,
  holeLook,
  type Look,
  surroundings,
  tint,
  tones,
} from './hole-look';
import { blurredAt, boxBlur, clampByte, lightPicture, ramp, valueNoise } from './lighting';
import { MASK_SIZE, PAD, type ShapeMasks, shapeMasks } from './masks';
import { type Bitmap, blankBitmap } from './render';
import { nudged, PIECE_SIZE, type PieceShape } from './shapes';
import { HEIGHT, pick, rand } from './svg';

export type { HoleRole } from './hole-look';
export { PIECE_SIZE } from './shapes';

/** A shaded outline on the picture: the piece's home, or a decoy. */
export interface Hole {
  /** The piece box's left edge and top edge where the hole is. */
  x: number;
  y: number;
  shape: PieceShape;
  role: HoleRole;
}

export interface Jigsaw {
  /** The background with the holes shaded and outlined. */
  original: Bitmap;
  /** The piece alone on a transparent strip `PIECE_SIZE` wide and `stripHeight` tall. */
  piece: Bitmap;
  /** The piece's shape as drawn (its body may have shrunk to fit the box). */
  shape: PieceShape;
}

interface Glass {
  /** A patch of the blurred picture, PIECE_SIZE + GLASS_SPARE square. */
  bitmap: Bitmap;
  /** Where in the patch a hole's box starts, or null for each hole's own `shift`. */
  at: readonly [number, number] | null;
}

/** The blurred picture's patch whose corner is nearest (x, y); `aligned` lines (x, y) up with a hole's box. */
function cutGlass(soft: Bitmap, x: number, y: number, aligned: boolean): Glass {
  const size = PIECE_SIZE + GLASS_SPARE;
  const x0 = Math.min(Math.max(0, x), soft.width - size);
  const y0 = Math.min(Math.max(0, y), soft.height - size);
  const bitmap = blankBitmap(size, size);
  for (let j = 0; j < size; j++) {
    const from = ((y0 + j) * soft.width + x0) * 4;
    bitmap.data.set(soft.data.subarray(from, from + size * 4), j * size * 4);
  }
  return { bitmap, at: aligned ? [x - x0, y - y0] : null };
}

/**
 * A hole: a blurred patch of the picture seen through a tinted cover with a frosted grain of its
 * own, and a rim. (No inner shadow: its sharp ring inside the edge was a copy of the piece's
 * outline for a template to match.)
 */
function shadeHole(original: Bitmap, glass: Glass, hole: Hole, masks: ShapeMasks, look: Look) {
  const [gx, gy] = glass.at ?? look.shift;
  const grain = valueNoise(MASK_SIZE, MASK_SIZE, look.grainCell);
  const slope = ramp(MASK_SIZE, MASK_SIZE);
  for (let j = 0; j < MASK_SIZE; j++) {
    for (let i = 0; i < MASK_SIZE; i++) {
      const k = j * MASK_SIZE + i;
      const m = masks.fill[k] as number;
      const o = masks.rim[k] as number;
      const x = hole.x - PAD + i;
      const y = hole.y - PAD + j;
      if ((m === 0 && o === 0) || x < 0 || y < 0 || x >= original.width || y >= original.height) {
        continue;
      }
      const px = (y * original.width + x) * 4;
      const cover = (look.cover + look.coverSlope * slope(i, j)) * m;
      // The glass is indexed from the piece's box: the mask starts PAD px before it.
      const gi = Math.min(glass.bitmap.width - 1, Math.max(0, i - PAD + Math.floor(gx)));
      const gj = Math.min(glass.bitmap.height - 1, Math.max(0, j - PAD + Math.floor(gy)));
      const through = (gj * glass.bitmap.width + gi) * 4;
      const texture = look.grain * (grain[k] as number) * m;
      const rim = look.rimStrength * o;
      for (let c = 0; c < 3; c++) {
        const v = original.data[px + c] as number;
        const seen = v * (1 - m) + (glass.bitmap.data[through + c] as number) * m;
        const shaded = seen * (1 - cover) + (look.fill[c] as number) * cover + texture;
        original.data[px + c] = clampByte(shaded * (1 - rim) + (look.rim[c] as number) * rim);
      }
    }
  }
}

/**
 * The home is not drawn on the piece's exact outline, so some of the piece's own pixels would
 * show beside it, unchanged: an exact match for a template. Under the piece they are replaced
 * by a blurred copy from a few px away, which the eye takes for the same picture.
 */
function blurUnder(original: Bitmap, soft: Bitmap, at: Hole, masks: ShapeMasks) {
  const dx = pick([-1, 1]) * Math.round(rand(5, 9));
  const dy = pick([-1, 1]) * Math.round(rand(5, 9));
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const k = (j + PAD) * MASK_SIZE + i + PAD;
      const m = Math.max(masks.fill[k] as number, masks.edge[k] as number);
      if (m === 0) continue;
      const x = at.x + i;
      const y = at.y + j;
      const sx = Math.min(soft.width - 1, Math.max(0, x + dx));
      const sy = Math.min(soft.height - 1, Math.max(0, y + dy));
      const p = (y * original.width + x) * 4;
      const q = (sy * soft.width + sx) * 4;
      for (let c = 0; c < 3; c++) {
        const v = original.data[p + c] as number;
        original.data[p + c] = clampByte(v * (1 - m) + (soft.data[q + c] as number) * m);
      }
    }
  }
}

/**
 * The piece: the background's pixels under a light of its own (gain, offset, colour cast, a
 * slope across it, a soft blur and grain), with a bright edge a person can follow.
 */
function cutPiece(background: Bitmap, at: Hole, masks: ShapeMasks, stripHeight: number) {
  const piece = blankBitmap(PIECE_SIZE, stripHeight);
  const top = stripHeight === background.height ? at.y : 0;
  const gain = rand(0.85, 1.2);
  const offset = rand(-15, 15);
  const cast = tint(0, 10);
  const slope = ramp(PIECE_SIZE, PIECE_SIZE);
  const slopeLevels = rand(6, 18);
  const blur = rand(0.4, 1);
  const grain = valueNoise(PIECE_SIZE, PIECE_SIZE, rand(2.5, 4));
  const grainLevels = rand(5, 10);
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const k = (j + PAD) * MASK_SIZE + i + PAD;
      const m = masks.fill[k] as number;
      const o = masks.edge[k] as number;
      if (m === 0 && o === 0) continue;
      const x = at.x + i;
      const y = at.y + j;
      const src = (y * background.width + x) * 4;
      const dst = ((top + j) * PIECE_SIZE + i) * 4;
      const light =
        offset + slopeLevels * slope(i, j) + grainLevels * (grain[j * PIECE_SIZE + i] as number);
      for (let c = 0; c < 3; c++) {
        const source = background.data[src + c] as number;
        const v = source * (1 - blur) + blurredAt(background, x, y, c) * blur;
        const lit = v * gain + light + (cast[c] as number);
        piece.data[dst + c] = clampByte(lit * (1 - 0.85 * o) + 255 * 0.85 * o);
      }
      piece.data[dst + 3] = Math.round(255 * Math.max(m, o));
    }
  }
  return piece;
}

/**
 * Cuts the piece at `home` out of the background and shades its home and the decoys. The home
 * is drawn a few px larger than the piece, turned a little, its knobs moved (shapes.nudged): a
 * person sees the piece's shape, a template of the piece's exact outline fits a decoy better.
 * The piece strip is as tall as `stripHeight`: AJ's front end expects the full image height
 * (155) and slides it sideways; slider variant 2 asks for the piece alone (its own height).
 */
export async function cutJigsaw(
  background: Bitmap,
  home: Hole,
  decoys: Hole[],
  stripHeight = HEIGHT,
): Promise<Jigsaw> {
  const original = { ...background, data: background.data.slice() };
  lightPicture(original);
  const soft = boxBlur(original, 2);
  // Every hole but the lure shows one patch from a random place clear of the home, so the home
  // shows nothing of the piece's pixels; the lure shows them, blurred, where a template expects them.
  const size = PIECE_SIZE + GLASS_SPARE;
  let gx: number;
  let gy: number;
  do {
    gx = Math.floor(rand(0, soft.width - size));
    gy = Math.floor(rand(0, soft.height - size));
  } while (Math.abs(gx - home.x) < size && Math.abs(gy - home.y) < size);
  const glass = cutGlass(soft, gx, gy, false);
  const lureGlass = cutGlass(soft, home.x, home.y, true);
  const holes = [home, ...decoys];
  const dark = tones(holes.map((hole) => hole.role));
  const looks = holes.map((hole, i) =>
    holeLook(hole.role, dark[i] as boolean, surroundings(original, hole.x, hole.y)),
  );
  const homeLook = looks[0] as Look;
  const pieceMasks = await shapeMasks(home.shape, homeLook.rimWidth, 'piece');
  const homeMasks = await shapeMasks(nudged(pieceMasks.shape), homeLook.rimWidth, 'hole');
  blurUnder(original, soft, home, pieceMasks);
  shadeHole(original, glass, home, homeMasks, homeLook);
  for (const [i, decoy] of decoys.entries()) {
    const look = looks[i + 1] as Look;
    const masks = await shapeMasks(decoy.shape, look.rimWidth, 'hole');
    shadeHole(original, decoy.role === 'lure' ? lureGlass : glass, decoy, masks, look);
  }
  return {
    original,
    piece: cutPiece(background, home, pieceMasks, stripHeight),
    shape: pieceMasks.shape,
  };
}
