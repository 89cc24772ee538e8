// The template-match solver is a real one: on pictures drawn as the old slider drew them (hole darkened to 45 %, piece x1.06) it finds the hole.
import { describe, expect, it } from 'vitest';
import { renderBackground } from '../../server/modules/captcha/images/backgrounds';
import { MASK_SIZE, PAD, shapeMasks } from '../../server/modules/captcha/images/masks';
import { layHoles } from '../../server/modules/captcha/images/puzzle';
import { blankBitmap } from '../../server/modules/captcha/images/render';
import { PIECE_SIZE } from '../../server/modules/captcha/images/shapes';
import { defaultCaptchaSettings } from '../../server/modules/captcha/settings';
import { type Picture, STRATEGIES, type Strategy, solve } from './captcha-solver';

/** The old jigsaw's drawing, verbatim in effect: one hole, the background at 45 % with a light rim; the piece its pixels x1.06. */
async function oldPuzzle() {
  const background = await renderBackground();
  const { home } = layHoles();
  const { fill, edge } = await shapeMasks(home.shape, 1.5, 'piece');
  const original = { ...background, data: background.data.slice() };
  const piece = blankBitmap(PIECE_SIZE, background.height);
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const k = (j + PAD) * MASK_SIZE + i + PAD;
      const [m, o] = [fill[k] as number, edge[k] as number];
      if (m === 0 && o === 0) continue;
      const src = ((home.y + j) * background.width + home.x + i) * 4;
      const dst = ((home.y + j) * PIECE_SIZE + i) * 4;
      for (let c = 0; c < 3; c++) {
        const v = background.data[src + c] as number;
        original.data[src + c] = Math.round(v * (1 - 0.55 * m) * (1 - 0.8 * o) + 255 * 0.8 * o);
        piece.data[dst + c] = Math.round(Math.min(255, v * 1.06) * (1 - 0.9 * o) + 255 * 0.9 * o);
      }
      piece.data[dst + 3] = Math.round(255 * Math.max(m, o));
    }
  }
  return { original: original as Picture, piece: piece as Picture, x: home.x };
}

describe('the template-match solver', () => {
  it("finds the old slider's hole nearly every time", { timeout: 120_000 }, async () => {
    const rounds = 40;
    const passed = Object.fromEntries(STRATEGIES.map((s) => [s, 0])) as Record<Strategy, number>;
    for (let i = 0; i < rounds; i++) {
      const { original, piece, x } = await oldPuzzle();
      const found = solve(original, piece);
      for (const s of STRATEGIES) {
        if (Math.abs(found[s] - x) <= defaultCaptchaSettings.sliderTolerance) passed[s]++;
      }
    }
    const rates = STRATEGIES.map((s) => `${s} ${Math.round((100 * passed[s]) / rounds)}%`);
    console.log(`solver on the old slider, ${rounds} pictures: ${rates.join(', ')}`);
    // The plain match and the dark-hole finder, as the 60-line script that passed every challenge.
    expect(passed.texture / rounds).toBeGreaterThanOrEqual(0.8);
    expect(passed.darkest / rounds).toBeGreaterThanOrEqual(0.8);
  });
});
