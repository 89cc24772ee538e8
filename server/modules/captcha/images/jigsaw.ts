// The slider's jigsaw: a square piece with round knobs cut out of a background, the hole shaded where it was.
import { type Bitmap, blankBitmap, renderSvg } from './render';
import { chance, HEIGHT, n, svgDocument } from './svg';

/** The piece's bounding box: a 38 px square plus a 9 px knob on two sides, as AJ's 47 px template. */
export const PIECE_SIZE = 47;
const BODY = 38;
const KNOB_R = 6;
/** How far a knob's centre sits outside the edge it grows from. */
const KNOB_OUT = 3;

export interface PieceShape {
  /** Knob on the top edge (else on the bottom). */
  top: boolean;
  /** Knob on the right edge (else on the left). */
  right: boolean;
}

/** The piece's outline in its own 47x47 box, drawn clockwise with each knob bulging outward. */
export function piecePath({ top, right }: PieceShape) {
  const x0 = right ? 0 : PIECE_SIZE - BODY;
  const y0 = top ? PIECE_SIZE - BODY : 0;
  const half = BODY / 2;
  const chord = Math.sqrt(KNOB_R ** 2 - KNOB_OUT ** 2);
  const arc = (x: number, y: number) => `A${KNOB_R} ${KNOB_R} 0 1 1 ${n(x)} ${n(y)}`;
  return [
    `M${x0} ${y0}`,
    top ? `H${n(x0 + half - chord)}${arc(x0 + half + chord, y0)}` : '',
    `H${x0 + BODY}`,
    right ? `V${n(y0 + half - chord)}${arc(x0 + BODY, y0 + half + chord)}` : '',
    `V${y0 + BODY}`,
    top ? '' : `H${n(x0 + half + chord)}${arc(x0 + half - chord, y0 + BODY)}`,
    `H${x0}`,
    right ? '' : `V${n(y0 + half + chord)}${arc(x0, y0 + half - chord)}`,
    'Z',
  ].join('');
}

interface PieceMasks {
  /** Coverage of the piece's inside, 0-255 per pixel of the 47x47 box. */
  fill: Uint8Array;
  /** Coverage of its 1.5 px outline. */
  outline: Uint8Array;
}

const alphaOf = (bitmap: Bitmap) => bitmap.data.filter((_, i) => i % 4 === 3);

const masks = new Map<string, Promise<PieceMasks>>();

/** The masks of a shape, rendered once per process: there are only four shapes. */
function masksOf(shape: PieceShape) {
  const key = `${shape.top}${shape.right}`;
  let found = masks.get(key);
  if (!found) {
    const d = piecePath(shape);
    const box = (body: string) => svgDocument(PIECE_SIZE, PIECE_SIZE, body);
    found = Promise.all([
      renderSvg(box(`<path d="${d}" fill="#fff"/>`)),
      renderSvg(box(`<path d="${d}" fill="none" stroke="#fff" stroke-width="1.5"/>`)),
    ]).then(([fill, outline]) => ({ fill: alphaOf(fill), outline: alphaOf(outline) }));
    masks.set(key, found);
  }
  return found;
}

export const randomShape = (): PieceShape => ({ top: chance(0.5), right: chance(0.5) });

export interface Jigsaw {
  /** The background with the hole shaded and outlined. */
  original: Bitmap;
  /** The piece alone on a transparent strip `PIECE_SIZE` wide and `height` tall, at (0, y). */
  piece: Bitmap;
}

/**
 * Cuts the piece whose box starts at (x, y) out of the background. The piece strip is as tall
 * as `stripHeight`: AJ's front end expects the full image height (155) and slides it sideways;
 * slider variant 2 asks for the piece alone (its own height).
 */
export async function cutJigsaw(
  background: Bitmap,
  at: { x: number; y: number },
  shape: PieceShape,
  stripHeight = HEIGHT,
): Promise<Jigsaw> {
  const { fill, outline } = await masksOf(shape);
  const original = { ...background, data: background.data.slice() };
  const piece = blankBitmap(PIECE_SIZE, stripHeight);
  const pieceTop = stripHeight === background.height ? at.y : 0;
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const m = (fill[j * PIECE_SIZE + i] as number) / 255;
      const o = (outline[j * PIECE_SIZE + i] as number) / 255;
      if (m === 0 && o === 0) continue;
      const src = ((at.y + j) * background.width + at.x + i) * 4;
      const dst = ((pieceTop + j) * PIECE_SIZE + i) * 4;
      for (let c = 0; c < 3; c++) {
        const v = background.data[src + c] as number;
        // The hole: darkened, with a light rim a person can aim at.
        original.data[src + c] = Math.round(v * (1 - 0.55 * m) * (1 - 0.8 * o) + 255 * 0.8 * o);
        // The piece: the same pixels, slightly lifted, with a bright edge.
        piece.data[dst + c] = Math.round(Math.min(255, v * 1.06) * (1 - 0.9 * o) + 255 * 0.9 * o);
      }
      piece.data[dst + 3] = Math.round(255 * Math.max(m, o));
    }
  }
  return { original, piece };
}
