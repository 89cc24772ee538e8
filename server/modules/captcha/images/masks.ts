// A shape's coverage masks, rendered by resvg: its inside, the hole's rim and the piece's edge, in a box a little wider than the piece's.
import { renderSvg } from './render';
import { PIECE_SIZE, type PieceShape, pieceElement } from './shapes';
import { svgDocument } from './svg';

/** A hole may be drawn a few px larger than the piece: masks leave this much room around the 47 px box. */
export const PAD = 4;
/** The masks' side: the piece's box and PAD on every side. */
export const MASK_SIZE = PIECE_SIZE + 2 * PAD;

/** Coverage 0-1 per pixel of the MASK_SIZE square, rows top to bottom; the piece's box starts at (PAD, PAD). */
export interface ShapeMasks {
  /** The shape as drawn: its body may have shrunk to fit. */
  shape: PieceShape;
  fill: Float32Array;
  /** The hole's outline, `rimWidth` px wide, centred on the edge. */
  rim: Float32Array;
  /** The piece's bright edge, 1.6 px wide. */
  edge: Float32Array;
}

const PANELS = 3;

/** The three masks side by side in one render: one resvg call per shape instead of three. */
async function render(shape: PieceShape, rimWidth: number) {
  const paints = [
    'fill="#fff"',
    `fill="none" stroke="#fff" stroke-width="${rimWidth}"`,
    'fill="none" stroke="#fff" stroke-width="1.6"',
  ];
  const body = paints
    .map(
      (paint, i) =>
        `<g transform="translate(${i * MASK_SIZE + PAD} ${PAD})">${pieceElement(shape, paint)}</g>`,
    )
    .join('');
  const bitmap = await renderSvg(svgDocument(MASK_SIZE * PANELS, MASK_SIZE, body));
  return paints.map((_, panel) => {
    const out = new Float32Array(MASK_SIZE * MASK_SIZE);
    for (let j = 0; j < MASK_SIZE; j++) {
      for (let i = 0; i < MASK_SIZE; i++) {
        const px = (j * bitmap.width + panel * MASK_SIZE + i) * 4 + 3;
        out[j * MASK_SIZE + i] = (bitmap.data[px] as number) / 255;
      }
    }
    return out;
  });
}

/** True when nothing of the mask lies outside the square [from, to) (in mask pixels) or on its border. */
function fits(mask: Float32Array, from: number, to: number) {
  for (let j = 0; j < MASK_SIZE; j++) {
    for (let i = 0; i < MASK_SIZE; i++) {
      const inside = i > from && i < to - 1 && j > from && j < to - 1;
      if (!inside && (mask[j * MASK_SIZE + i] as number) > 0) return false;
    }
  }
  return true;
}

/**
 * The masks of a shape, its body shrunk about its centre until its rim fits: within the piece's
 * 47 px box for the piece (AJ's strip is 47 wide), within the padded box for a hole.
 */
export async function shapeMasks(
  shape: PieceShape,
  rimWidth: number,
  room: 'piece' | 'hole',
): Promise<ShapeMasks> {
  const [from, to] = room === 'piece' ? [PAD, PAD + PIECE_SIZE] : [0, MASK_SIZE];
  let fitted = shape;
  let masks = await render(fitted, rimWidth);
  while (!fits(masks[1] as Float32Array, from, to) && fitted.body > 20) {
    fitted = { ...fitted, body: fitted.body - 2, left: fitted.left + 1, top: fitted.top + 1 };
    masks = await render(fitted, rimWidth);
  }
  const [fill, rim, edge] = masks as [Float32Array, Float32Array, Float32Array];
  return { shape: fitted, fill, rim, edge };
}
