// Colours drawn from a name or an id, the same on server and client: a generated crest or avatar keeps its
// colours from one visit to the next and two neighbours rarely share them.

/** FNV-1a over the UTF-16 code units: small, stable and well spread for short names. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hex(n: number) {
  return Math.round(n * 255)
    .toString(16)
    .padStart(2, '0');
}

/** HSL (h in degrees, s and l in 0..1) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

export interface Palette {
  /** The main colour, dark enough for white text on it. */
  primary: string;
  /** The second colour: a lighter neighbour or a contrasting hue. */
  secondary: string;
  /** A number 0..2^32 for choosing a pattern. */
  pick: number;
}

export function paletteOf(seed: string): Palette {
  const h = hashOf(seed);
  const hue = h % 360;
  const contrast = (h >>> 9) % 3 === 0;
  return {
    primary: hsl(hue, 0.62, 0.38),
    secondary: contrast ? hsl((hue + 180) % 360, 0.7, 0.55) : hsl(hue, 0.55, 0.82),
    pick: h >>> 12,
  };
}

/** A catalogue colour is used only when it is a plain #rgb/#rrggbb (it is written into SVG attributes). */
export const isHexColour = (value: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
