// A fresh background for each challenge: one of the drawn scenes, then grain and speckles so no two images match.
import { ballPattern, courtFromAbove, hoopArena, streetCourt } from './basketball-scenes';
import { goalMouth, nightStadium, pitchFromAbove, tacticsBoard } from './football-scenes';
import { addGrain, renderSvg } from './render';
import { HEIGHT as H, hsl, n, pick, rand, randInt, svgDocument, uid, WIDTH as W } from './svg';

export const scenes = {
  pitchFromAbove,
  nightStadium,
  goalMouth,
  tacticsBoard,
  courtFromAbove,
  hoopArena,
  streetCourt,
  ballPattern,
} as const;

export type SceneName = keyof typeof scenes;

/** Speckles and a vignette over every scene; render.ts adds pixel grain after rendering. */
function finish() {
  const vignette = uid('vignette');
  const speckles = Array.from(
    { length: randInt(40, 80) },
    () =>
      `<circle cx="${n(rand(0, W))}" cy="${n(rand(0, H))}" r="${n(rand(0.4, 1.4))}" fill="${hsl(rand(0, 360), 60, rand(20, 90), rand(0.2, 0.5))}"/>`,
  ).join('');
  return `<defs><radialGradient id="${vignette}" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>${speckles}<rect width="${W}" height="${H}" fill="url(#${vignette})"/>`;
}

/** The SVG body (no outer element) of a background: a scene by name, or a random one. */
export function backgroundBody(name: SceneName = pick(Object.keys(scenes) as SceneName[])) {
  // An opaque ground first: a scene's random layout must never leave a see-through corner.
  return `<rect width="${W}" height="${H}" fill="#101722"/>${scenes[name]()}${finish()}`;
}

export const backgroundSvg = (name?: SceneName) => svgDocument(W, H, backgroundBody(name));

/** A rendered background with grain: the picture a slider piece is cut from. */
export const renderBackground = async (name?: SceneName) =>
  addGrain(await renderSvg(backgroundSvg(name)));
