// The clickWord picture: five characters at random places and angles over a scene, three of them asked in order.
import type { Point } from '../challenge';
import { backgroundBody, type SceneName, scenes } from './backgrounds';
import { addGrain, encodePng, renderSvg } from './render';
import {
  HEIGHT,
  hsl,
  n,
  pick,
  rand,
  randInt,
  secureInt,
  securePick,
  svgDocument,
  WIDTH,
} from './svg';
import { drawableWords, glyphPath } from './words';

export const DRAWN_COUNT = 5;
export const ASKED_COUNT = 3;

/** The ball pattern's big balls would hide characters; every other scene leaves them readable. */
const SCENES = (Object.keys(scenes) as SceneName[]).filter((name) => name !== 'ballPattern');

export interface ClickWordImage {
  image: Buffer;
  /** The characters to click, in order. */
  words: string[];
  /** Their centres in the 310x155 image, in the same order. */
  points: Point[];
}

/** Lines and dots across the picture, so the characters cannot be cut out by colour alone. */
function distractors() {
  const curves = Array.from({ length: randInt(3, 5) }, () => {
    const y = () => n(rand(10, HEIGHT - 10));
    return `<path d="M${n(rand(-10, 40))} ${y()}C${n(rand(60, 140))} ${y()} ${n(rand(170, 250))} ${y()} ${n(rand(270, WIDTH + 10))} ${y()}" fill="none" stroke="${hsl(rand(0, 360), 75, rand(45, 75), 0.7)}" stroke-width="${n(rand(1.2, 2.4))}"/>`;
  });
  const dots = Array.from(
    { length: randInt(25, 40) },
    () =>
      `<circle cx="${n(rand(0, WIDTH))}" cy="${n(rand(0, HEIGHT))}" r="${n(rand(1, 2.5))}" fill="${hsl(rand(0, 360), 80, rand(40, 80), 0.8)}"/>`,
  );
  return curves.join('') + dots.join('');
}

function character(ch: string, at: Point, size: number, angle: number) {
  const glyph = `<path d="${glyphPath(ch, size)}"/>`;
  const place = (dx: number) => `translate(${n(at.x + dx)} ${n(at.y + dx)}) rotate(${angle})`;
  return `<g transform="${place(1.5)}" fill="rgba(0,0,0,.55)">${glyph}</g><g transform="${place(0)}" fill="${hsl(rand(0, 360), 85, rand(55, 70))}" stroke="rgba(0,0,0,.6)" stroke-width="0.8">${glyph}</g>`;
}

export async function makeClickWord(): Promise<ClickWordImage> {
  const chars = securePick(drawableWords(), DRAWN_COUNT);
  // One character per fifth of the width keeps them apart whatever their heights.
  const column = WIDTH / DRAWN_COUNT;
  const centres = chars.map((_, i) => ({
    x: Math.round(column * (i + 0.5)) + secureInt(-8, 8),
    y: secureInt(26, HEIGHT - 26),
  }));
  const drawn = chars
    .map((ch, i) => character(ch, centres[i] as Point, secureInt(26, 32), secureInt(-40, 40)))
    .join('');
  const svg = svgDocument(WIDTH, HEIGHT, backgroundBody(pick(SCENES)) + distractors() + drawn);
  const asked = securePick([...chars.keys()], ASKED_COUNT);
  return {
    image: encodePng(addGrain(await renderSvg(svg))),
    words: asked.map((i) => chars[i] as string),
    points: asked.map((i) => centres[i] as Point),
  };
}
