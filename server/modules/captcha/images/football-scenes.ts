// Football backgrounds drawn from scratch: a pitch from above, a night stadium, a goal mouth, a tactics board.
import {
  bokeh,
  chance,
  football,
  HEIGHT as H,
  hsl,
  n,
  pick,
  rand,
  randInt,
  uid,
  WIDTH as W,
} from './svg';

/** The lines of a 105x68 m pitch, in metres. */
const PITCH_LINES =
  'M0 0H105V68H0ZM52.5 0V68M0 13.84H16.5V54.16H0M0 24.84H5.5V43.16H0M105 13.84H88.5V54.16H105M105 24.84H99.5V43.16H105' +
  'M16.5 26.69A9.15 9.15 0 0 1 16.5 41.31M88.5 26.69A9.15 9.15 0 0 0 88.5 41.31' +
  'M61.65 34A9.15 9.15 0 1 1 43.35 34A9.15 9.15 0 1 1 61.65 34M1 0A1 1 0 0 1 0 1M104 0A1 1 0 0 0 105 1M0 67A1 1 0 0 1 1 68M105 67A1 1 0 0 0 104 68';

const teamHues = () => {
  const home = randInt(0, 359);
  return [home, (home + rand(120, 240)) % 360] as const;
};

export function pitchFromAbove() {
  const hue = rand(95, 130);
  const scale = rand(2.6, 4.4);
  const stroke = n(1.6 / scale);
  const stripes = Array.from({ length: 30 }, (_, i) =>
    i % 2 ? '' : `<rect x="${n(-30 + i * 5.5)}" y="-40" width="5.5" height="150"/>`,
  ).join('');
  const [home, away] = teamHues();
  const players = Array.from({ length: randInt(6, 14) }, (_, i) => {
    const x = rand(0, 105);
    const y = rand(2, 66);
    return `<circle cx="${n(x + 0.5)}" cy="${n(y + 0.5)}" r="1" fill="rgba(0,0,0,.35)"/><circle cx="${n(x)}" cy="${n(y)}" r="1" fill="${hsl(i % 2 ? home : away, 80, 50)}" stroke="#fff" stroke-width="${n(0.5 / scale)}"/>`;
  }).join('');
  const light = uid('light');
  const focus = { x: rand(0, 105), y: rand(10, 58) };
  return `<defs><radialGradient id="${light}" cx="${n(rand(0.2, 0.8))}" cy="${n(rand(0.1, 0.6))}" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="${hsl(hue, 55, rand(28, 36))}"/>
<g transform="translate(${n(W / 2)} ${n(H / 2)}) rotate(${n(rand(-14, 14))}) scale(${n(scale)}) translate(${n(-focus.x)} ${n(-focus.y)})">
<g fill="${hsl(hue, 50, rand(38, 44))}">${stripes}</g>
<path d="${PITCH_LINES}" fill="none" stroke="rgba(255,255,255,.85)" stroke-width="${stroke}"/>
<circle cx="52.5" cy="34" r="0.35" fill="#fff"/><circle cx="11" cy="34" r="0.3" fill="#fff"/><circle cx="94" cy="34" r="0.3" fill="#fff"/>
<path d="M0 30.34H-2V37.66H0M105 30.34H107V37.66H105" fill="none" stroke="#fff" stroke-width="${stroke}"/>
${players}${football(rand(10, 95), rand(8, 60), 0.8)}</g>
<rect width="${W}" height="${H}" fill="url(#${light})"/>`;
}

export function nightStadium() {
  const hue = rand(215, 265);
  const horizon = rand(0.32, 0.42) * H;
  const pitchTop = horizon + rand(24, 34);
  const sky = uid('sky');
  const glow = uid('glow');
  const stars = Array.from(
    { length: randInt(12, 30) },
    () =>
      `<circle cx="${n(rand(0, W))}" cy="${n(rand(0, horizon))}" r="${n(rand(0.3, 1))}" fill="#fff" opacity="${n(rand(0.3, 0.9))}"/>`,
  ).join('');
  const crowd = Array.from(
    { length: 260 },
    () =>
      `<circle cx="${n(rand(0, W))}" cy="${n(rand(horizon, pitchTop))}" r="${n(rand(0.8, 1.7))}" fill="${hsl(rand(0, 360), rand(30, 80), rand(25, 60))}"/>`,
  ).join('');
  const towers = Array.from({ length: randInt(2, 4) }, () => {
    const x = rand(15, W - 15);
    const top = rand(8, horizon - 14);
    return `<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(pitchTop)}" stroke="#222" stroke-width="2"/><polygon points="${n(x - 12)},${n(top)} ${n(x + 12)},${n(top)} ${n(x + rand(40, 90))},${n(H)} ${n(x - rand(40, 90))},${n(H)}" fill="#fff" opacity="0.06"/><circle cx="${n(x)}" cy="${n(top)}" r="${n(rand(22, 40))}" fill="url(#${glow})"/><rect x="${n(x - 10)}" y="${n(top - 4)}" width="20" height="8" rx="1" fill="#fffbe6"/>`;
  }).join('');
  const grass = rand(95, 125);
  const lanes = Array.from({ length: 12 }, (_, i) => {
    const topX = (x: number) => W / 2 + (x - W / 2) * 0.55;
    const a = (i * W * 1.6) / 12 - W * 0.3;
    const b = ((i + 1) * W * 1.6) / 12 - W * 0.3;
    return i % 2
      ? ''
      : `<polygon points="${n(topX(a))},${n(pitchTop)} ${n(topX(b))},${n(pitchTop)} ${n(b)},${n(H)} ${n(a)},${n(H)}"/>`;
  }).join('');
  return `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 7)}"/><stop offset="1" stop-color="${hsl(hue + 30, 45, 28)}"/></linearGradient><radialGradient id="${glow}"><stop offset="0" stop-color="#fff8d0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${sky})"/>${stars}
<rect y="${n(horizon)}" width="${W}" height="${n(pitchTop - horizon)}" fill="${hsl(hue, 20, 12)}"/>${crowd}
<rect y="${n(pitchTop)}" width="${W}" height="${n(H - pitchTop)}" fill="${hsl(grass, 55, 30)}"/><g fill="${hsl(grass, 50, 37)}">${lanes}</g>
<path d="M0 ${n(pitchTop + 3)}H${W}M${n(W / 2)} ${n(pitchTop + 3)}V${H}" stroke="rgba(255,255,255,.8)" stroke-width="1.3"/><ellipse cx="${n(W / 2)}" cy="${n((pitchTop + H) / 2 + 10)}" rx="${n(rand(45, 60))}" ry="${n(rand(14, 20))}" fill="none" stroke="rgba(255,255,255,.8)" stroke-width="1.3"/>
${towers}`;
}

export function goalMouth() {
  const ground = rand(0.62, 0.72) * H;
  const left = rand(20, 90);
  const right = left + rand(150, 200);
  const bar = rand(14, 34);
  const depth = rand(10, 18);
  const blur = uid('blur');
  const net = [
    ...Array.from({ length: Math.floor((right - left) / 7) }, (_, i) => {
      const x = left + depth + i * 7;
      return `M${n(x)} ${n(bar + depth)}Q${n(x + rand(-2, 2))} ${n((bar + ground) / 2)} ${n(x)} ${n(ground - 2)}`;
    }),
    ...Array.from({ length: Math.floor((ground - bar) / 7) }, (_, i) => {
      const y = bar + depth + i * 7;
      return `M${n(left + depth)} ${n(y)}H${n(right - depth)}`;
    }),
  ].join('');
  const grass = rand(95, 125);
  const bands = Array.from({ length: 6 }, (_, i) => {
    const y = ground + ((H - ground) * i * i) / 36;
    const h = ((H - ground) * (2 * i + 1)) / 36;
    return i % 2 ? `<rect y="${n(y)}" width="${W}" height="${n(h)}"/>` : '';
  }).join('');
  const ballR = rand(7, 12);
  const ballX = rand(20, W - 20);
  const ballY = rand(ground + 8, H - ballR - 2);
  return `<defs><filter id="${blur}"><feGaussianBlur stdDeviation="2.5"/></filter></defs>
<rect width="${W}" height="${n(ground)}" fill="${hsl(rand(190, 260), 30, rand(18, 32))}"/>
<g filter="url(#${blur})">${bokeh(40, rand(0, 360), ground)}<rect y="${n(ground * 0.55)}" width="${W}" height="${n(ground * 0.1)}" fill="${hsl(rand(0, 360), 60, 40)}" opacity="0.7"/></g>
<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${hsl(grass, 55, 32)}"/><g fill="${hsl(grass, 50, 38)}">${bands}</g>
<path d="${net}M${n(left)} ${n(bar)}L${n(left + depth)} ${n(bar + depth)}M${n(right)} ${n(bar)}L${n(right - depth)} ${n(bar + depth)}" fill="none" stroke="rgba(255,255,255,.45)" stroke-width="0.8"/>
<path d="M${n(left)} ${n(ground)}V${n(bar)}H${n(right)}V${n(ground)}" fill="none" stroke="#f8f8f8" stroke-width="3.5"/>
<path d="M0 ${n(ground + (H - ground) * 0.35)}H${W}" stroke="rgba(255,255,255,.8)" stroke-width="1.5"/>
<ellipse cx="${n(ballX + 2)}" cy="${n(ballY + ballR)}" rx="${n(ballR)}" ry="${n(ballR * 0.3)}" fill="rgba(0,0,0,.35)"/>${football(ballX, ballY, ballR)}`;
}

export function tacticsBoard() {
  const board = uid('board');
  const hue = rand(140, 210);
  const chalk = () => pick(['#ffffff', '#fff59d', '#ffccbc', '#b3e5fc']);
  const margin = rand(8, 16);
  const sx = (W - 2 * margin) / 105;
  const sy = (H - 2 * margin) / 68;
  const marks = Array.from({ length: randInt(8, 14) }, () => {
    const x = rand(15, W - 15);
    const y = rand(15, H - 15);
    const s = rand(4, 6);
    return chance(0.5)
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="none" stroke="${chalk()}" stroke-width="1.8"/>`
      : `<path d="M${n(x - s)} ${n(y - s)}L${n(x + s)} ${n(y + s)}M${n(x + s)} ${n(y - s)}L${n(x - s)} ${n(y + s)}" stroke="${chalk()}" stroke-width="1.8"/>`;
  }).join('');
  const arrows = Array.from({ length: randInt(3, 6) }, () => {
    const [x1, y1, x2, y2] = [
      rand(10, W - 10),
      rand(10, H - 10),
      rand(10, W - 10),
      rand(10, H - 10),
    ];
    const cx = (x1 + x2) / 2 + rand(-50, 50);
    const cy = (y1 + y2) / 2 + rand(-40, 40);
    const a = Math.atan2(y2 - cy, x2 - cx);
    const head = (d: number) => `${n(x2 - 7 * Math.cos(a + d))} ${n(y2 - 7 * Math.sin(a + d))}`;
    return `<path d="M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}M${head(0.5)}L${n(x2)} ${n(y2)}L${head(-0.5)}" fill="none" stroke="${chalk()}" stroke-width="1.5"${chance(0.5) ? ' stroke-dasharray="5 3"' : ''}/>`;
  }).join('');
  const smudges = Array.from(
    { length: 8 },
    () =>
      `<ellipse cx="${n(rand(0, W))}" cy="${n(rand(0, H))}" rx="${n(rand(20, 60))}" ry="${n(rand(8, 25))}" fill="#fff" opacity="${n(rand(0.02, 0.07))}"/>`,
  ).join('');
  return `<defs><linearGradient id="${board}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 35, 20)}"/><stop offset="1" stop-color="${hsl(hue, 30, 13)}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${board})"/>${smudges}
<g transform="translate(${n(margin)} ${n(margin)}) scale(${n(sx)} ${n(sy)})"><path d="${PITCH_LINES}" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="${n(1.4 / sx)}"/></g>
${marks}${arrows}`;
}
