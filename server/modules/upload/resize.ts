// Downscaling RGBA pixels with a box filter: each target pixel is the alpha-weighted mean of the source pixels it covers.

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  data: Uint8Array;
}

/** The size that fits maxSide on the long side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Source index ranges [start, end) each target column (or row) averages. */
function spans(source: number, target: number) {
  const starts = new Int32Array(target);
  const ends = new Int32Array(target);
  for (let i = 0; i < target; i++) {
    const start = Math.floor((i * source) / target);
    starts[i] = start;
    ends[i] = Math.max(start + 1, Math.floor(((i + 1) * source) / target));
  }
  return { starts, ends };
}

export function boxResize(image: Pixels, width: number, height: number): Pixels {
  if (width === image.width && height === image.height) return image;
  const src = image.data;
  const sw = image.width;
  const out = Buffer.alloc(width * height * 4);
  const xs = spans(sw, width);
  const ys = spans(image.height, height);
  for (let y = 0; y < height; y++) {
    const y0 = ys.starts[y] as number;
    const y1 = ys.ends[y] as number;
    for (let x = 0; x < width; x++) {
      const x0 = xs.starts[x] as number;
      const x1 = xs.ends[x] as number;
      // Colours weighted by alpha, so transparent pixels do not darken the edges they touch.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        let i = (sy * sw + x0) * 4;
        for (let sx = x0; sx < x1; sx++, i += 4) {
          const alpha = src[i + 3] as number;
          r += (src[i] as number) * alpha;
          g += (src[i + 1] as number) * alpha;
          b += (src[i + 2] as number) * alpha;
          a += alpha;
        }
      }
      const count = (x1 - x0) * (y1 - y0);
      const to = (y * width + x) * 4;
      if (a > 0) {
        out[to] = Math.round(r / a);
        out[to + 1] = Math.round(g / a);
        out[to + 2] = Math.round(b / a);
      }
      out[to + 3] = Math.round(a / count);
    }
  }
  return { width, height, data: out };
}
