// Per-challenge light and noise: smooth random fields that make the hole and the piece look unlike their source pixels.
import type { Bitmap } from './render';
import { rand } from './svg';

/**
 * Value noise: random values on a grid of `cell` px, bilinearly interpolated, in [-1, 1]. At a
 * few px per cell it reads as a frosted texture of its own, which no template of the source
 * pixels can match.
 */
export function valueNoise(width: number, height: number, cell: number): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => rand(-1, 1));
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const at = (i: number, j: number) => grid[(y0 + j) * gw + x0 + i] as number;
      const top = at(0, 0) * (1 - fx) + at(1, 0) * fx;
      const bottom = at(0, 1) * (1 - fx) + at(1, 1) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/** A linear ramp across a box: -1 at one side, +1 at the other, in a random direction. */
export function ramp(width: number, height: number): (x: number, y: number) => number {
  const angle = rand(0, 2 * Math.PI);
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const half = (Math.abs(ux) * width + Math.abs(uy) * height) / 2 || 1;
  return (x, y) => ((x - width / 2) * ux + (y - height / 2) * uy) / half;
}

export const clampByte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** A (2r+1)-square box blur of the whole picture, done as two passes. */
export function boxBlur(bitmap: Bitmap, r: number): Bitmap {
  const { width, height } = bitmap;
  const pass = (src: Uint8Array, dx: number, dy: number) => {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let c = 0; c < 4; c++) {
          let sum = 0;
          for (let k = -r; k <= r; k++) {
            const xx = Math.min(width - 1, Math.max(0, x + k * dx));
            const yy = Math.min(height - 1, Math.max(0, y + k * dy));
            sum += src[(yy * width + xx) * 4 + c] as number;
          }
          out[(y * width + x) * 4 + c] = Math.round(sum / (2 * r + 1));
        }
      }
    }
    return out;
  };
  return { width, height, data: pass(pass(bitmap.data, 1, 0), 0, 1) };
}

/** A 3x3 box blur of one channel at (x, y), clamped at the picture's edges. */
export function blurredAt(bitmap: Bitmap, x: number, y: number, c: number) {
  let sum = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const yy = Math.min(bitmap.height - 1, Math.max(0, y + dy));
    for (let dx = -1; dx <= 1; dx++) {
      const xx = Math.min(bitmap.width - 1, Math.max(0, x + dx));
      sum += bitmap.data[(yy * bitmap.width + xx) * 4 + c] as number;
    }
  }
  return sum / 9;
}

/** A gentle light across the whole picture, so its levels differ from the piece's source. */
export function lightPicture(picture: Bitmap) {
  const slope = ramp(picture.width, picture.height);
  const amount = rand(0.03, 0.1);
  const { data, width } = picture;
  for (let p = 0; p < data.length; p += 4) {
    const i = (p / 4) % width;
    const j = Math.floor(p / 4 / width);
    const gain = 1 + amount * slope(i, j);
    for (let c = 0; c < 3; c++) data[p + c] = clampByte((data[p + c] as number) * gain);
  }
}
