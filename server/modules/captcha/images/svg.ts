// Small helpers for drawing captcha scenes as SVG text: randomness, colours, ids and ball icons.
import { randomInt } from 'node:crypto';

/** The reference size of every captcha image (spec §9: answers are scaled to 310x155). */
export const WIDTH = 310;
export const HEIGHT = 155;

// Decoration only needs to look different each time; positions that are the answer use secureInt.
export const rand = (min: number, max: number) => min + Math.random() * (max - min);
export const randInt = (min: number, max: number) => Math.floor(rand(min, max + 1));
export const chance = (p: number) => Math.random() < p;
export const pick = <T>(items: readonly T[]): T => items[randInt(0, items.length - 1)] as T;

/** An integer in [min, max] from the CSPRNG: for what a bot must not predict. */
export const secureInt = (min: number, max: number) => randomInt(min, max + 1);

/** `count` distinct items in random (CSPRNG) order. */
export function securePick<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Compact numbers keep the SVG small. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString();

/** A colour from hue/saturation/lightness, written as rgb() since resvg misreads fractional hsl(). */
export function hsl(h: number, s: number, l: number, a = 1) {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const light = Math.min(100, Math.max(0, l)) / 100;
  const k = (m: number) => (m + hue / 30) % 12;
  const chroma = sat * Math.min(light, 1 - light);
  const channel = (m: number) =>
    Math.round(255 * (light - chroma * Math.max(-1, Math.min(k(m) - 3, 9 - k(m), 1))));
  const [r, g, b] = [channel(0), channel(8), channel(4)];
  return a >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${Math.round(a * 100) / 100})`;
}

let counter = 0;
/** A fresh id for a gradient, clip or filter inside one document. */
export function uid(name: string) {
  counter = (counter + 1) % 1_000_000;
  return `${name}${counter}`;
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A regular polygon's points, for pentagons and stars. */
export function polygon(cx: number, cy: number, r: number, sides: number, turn = 0) {
  return Array.from({ length: sides }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / sides - Math.PI / 2;
    return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
  }).join(' ');
}

/** A football: white with a black pentagon in the middle and five cut at the rim. */
export function football(cx: number, cy: number, r: number) {
  const clip = uid('ball');
  const turn = rand(0, Math.PI);
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `<polygon points="${polygon(cx + r * 0.92 * Math.cos(a), cy + r * 0.92 * Math.sin(a), r * 0.36, 5, a + Math.PI)}" fill="#222"/>`;
  }).join('');
  return `<defs><clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath></defs><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f4f4f4" stroke="#333" stroke-width="${n(r * 0.06)}"/><g clip-path="url(#${clip})"><polygon points="${polygon(cx, cy, r * 0.38, 5, turn)}" fill="#222"/>${outer}</g>`;
}

/** A basketball: orange with its black seams. */
export function basketball(cx: number, cy: number, r: number) {
  const grad = uid('bb');
  const turn = randInt(0, 359);
  const w = n(r * 0.07);
  return `<defs><radialGradient id="${grad}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#f7a24b"/><stop offset="1" stop-color="#b94e0c"/></radialGradient></defs><g transform="translate(${n(cx)} ${n(cy)}) rotate(${turn})"><circle r="${n(r)}" fill="url(#${grad})" stroke="#3a1a05" stroke-width="${w}"/><path d="M0 ${n(-r)}V${n(r)}M${n(-r)} 0H${n(r)}M${n(-r * 0.7)} ${n(-r * 0.7)}Q0 0 ${n(-r * 0.7)} ${n(r * 0.7)}M${n(r * 0.7)} ${n(-r * 0.7)}Q0 0 ${n(r * 0.7)} ${n(r * 0.7)}" fill="none" stroke="#2a1204" stroke-width="${w}"/></g>`;
}

/** Soft round lights, as seen out of focus behind the action. */
export function bokeh(count: number, hue: number, yMax = HEIGHT) {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${n(rand(0, WIDTH))}" cy="${n(rand(0, yMax))}" r="${n(rand(2, 9))}" fill="${hsl(hue + rand(-40, 40), rand(50, 100), rand(55, 85), rand(0.15, 0.5))}"/>`,
  ).join('');
}
