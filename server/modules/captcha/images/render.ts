// SVG to pixels with resvg (WebAssembly, loaded once per process), pixel grain, and PNG encoding with pngjs.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { PNG } from 'pngjs';

/** RGBA pixels, 4 bytes each, rows top to bottom. */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

let ready: Promise<void> | undefined;

function loadWasm() {
  ready ??= (async () => {
    const path = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
    await initWasm(await readFile(path));
  })();
  return ready;
}

/** Renders an SVG document that uses no text (glyphs arrive as paths). */
export async function renderSvg(svg: string): Promise<Bitmap> {
  await loadWasm();
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    const bitmap = { width: image.width, height: image.height, data: image.pixels.slice() };
    image.free();
    return bitmap;
  } finally {
    resvg.free();
  }
}

export const blankBitmap = (width: number, height: number): Bitmap => ({
  width,
  height,
  data: new Uint8Array(width * height * 4),
});

/**
 * Faint grain on every pixel, so that no two images share bytes even where scenes look alike
 * and a bot cannot match them against a stored set. Far cheaper than an SVG noise filter; kept
 * at ±1 because each step up costs about 10 KB of PNG (±4 doubles the image).
 */
export function addGrain(bitmap: Bitmap, amplitude = 1) {
  const { data } = bitmap;
  for (let i = 0; i < data.length; i += 4) {
    const d = Math.floor(Math.random() * (2 * amplitude + 1)) - amplitude;
    data[i] = Math.min(255, Math.max(0, (data[i] as number) + d));
    data[i + 1] = Math.min(255, Math.max(0, (data[i + 1] as number) + d));
    data[i + 2] = Math.min(255, Math.max(0, (data[i + 2] as number) + d));
  }
  return bitmap;
}

export function encodePng(bitmap: Bitmap): Buffer {
  const png = new PNG({ width: bitmap.width, height: bitmap.height });
  png.data = Buffer.from(bitmap.data.buffer, bitmap.data.byteOffset, bitmap.data.byteLength);
  return PNG.sync.write(png);
}
