// Basketball backgrounds drawn from scratch: a court from above, a hoop in the arena, a street court, a ball pattern.
import {
  basketball,
  bokeh,
  chance,
  football,
  HEIGHT as H,
  hsl,
  n,
  rand,
  randInt,
  uid,
  WIDTH as W,
} from './svg';

/** The lines of a 28x15 m court, in metres. */
const COURT_LINES =
  'M0 0H28V15H0ZM14 0V15M15.8 7.5A1.8 1.8 0 1 1 12.2 7.5A1.8 1.8 0 1 1 15.8 7.5' +
  'M0 0.9H2.99A6.75 6.75 0 0 1 2.99 14.1H0M28 0.9H25.01A6.75 6.75 0 0 0 25.01 14.1H28' +
  'M7.6 7.5A1.8 1.8 0 1 1 4 7.5A1.8 1.8 0 1 1 7.6 7.5M24 7.5A1.8 1.8 0 1 1 20.4 7.5A1.8 1.8 0 1 1 24 7.5';

export function courtFromAbove() {
  const wood = rand(24, 36);
  const planks = Array.from({ length: 40 }, (_, i) => {
    const joint = rand(0, 60);
    return `<rect x="-10" y="${n(i * 1.2 - 16)}" width="60" height="1.2" fill="${hsl(wood + rand(-4, 4), rand(45, 65), rand(48, 62))}"/><path d="M${n(joint - 10)} ${n(i * 1.2 - 16)}v1.2" stroke="rgba(60,30,10,.35)" stroke-width="0.05"/>`;
  }).join('');
  const team = randInt(0, 359);
  const scale = rand(9, 15);
  const gloss = uid('gloss');
  const focus = { x: rand(0, 28), y: rand(3, 12) };
  return `<defs><linearGradient id="${gloss}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs>
<g transform="translate(${n(W / 2)} ${n(H / 2)}) rotate(${n(rand(-10, 10))}) scale(${n(scale)}) translate(${n(-focus.x)} ${n(-focus.y)})">${planks}
<path d="M0 5.05H5.8V9.95H0ZM28 5.05H22.2V9.95H28Z" fill="${hsl(team, 65, 40)}" opacity="0.85"/><circle cx="14" cy="7.5" r="1.8" fill="${hsl(team, 65, 40)}" opacity="0.7"/>
<path d="${COURT_LINES}" fill="none" stroke="#fff" stroke-width="${n(1.6 / scale)}"/>
<path d="M1.2 6.6V8.4M26.8 6.6V8.4" stroke="#333" stroke-width="0.12"/><circle cx="1.575" cy="7.5" r="0.23" fill="none" stroke="#e8590c" stroke-width="0.06"/><circle cx="26.425" cy="7.5" r="0.23" fill="none" stroke="#e8590c" stroke-width="0.06"/></g>
<rect width="${W}" height="${H}" fill="url(#${gloss})"/>`;
}

function hoop(x: number, y: number, w: number) {
  const h = w * 0.62;
  const rim = { cx: x + w / 2, cy: y + h * 0.86, rx: w * 0.2 };
  const net = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    const top = rim.cx - rim.rx + 2 * rim.rx * t;
    const bottom = rim.cx - rim.rx * 0.6 + 1.2 * rim.rx * t;
    return `M${n(top)} ${n(rim.cy)}L${n(bottom + (i % 2 ? 3 : -3))} ${n(rim.cy + w * 0.28)}`;
  }).join('');
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="rgba(255,255,255,.82)" stroke="#ddd" stroke-width="2"/>
<rect x="${n(x + w * 0.32)}" y="${n(y + h * 0.38)}" width="${n(w * 0.36)}" height="${n(h * 0.42)}" fill="none" stroke="${hsl(rand(0, 20), 80, 45)}" stroke-width="2"/>
<path d="${net}" stroke="rgba(255,255,255,.9)" stroke-width="1"/><ellipse cx="${n(rim.cx)}" cy="${n(rim.cy)}" rx="${n(rim.rx)}" ry="${n(rim.rx * 0.25)}" fill="none" stroke="#f76707" stroke-width="2.5"/>`;
}

export function hoopArena() {
  const hue = rand(200, 290);
  const bg = uid('arena');
  const spot = uid('spot');
  const blur = uid('blur');
  const spots = Array.from(
    { length: randInt(2, 4) },
    () =>
      `<ellipse cx="${n(rand(0, W))}" cy="${n(rand(0, H))}" rx="${n(rand(40, 90))}" ry="${n(rand(30, 60))}" fill="url(#${spot})"/>`,
  ).join('');
  const bx = rand(20, W - 120);
  const ball = { x: rand(20, W - 20), y: rand(20, H - 20), r: rand(9, 15) };
  const trail = `M${n(ball.x - rand(60, 120))} ${n(H)}Q${n(ball.x - 30)} ${n(ball.y - rand(20, 60))} ${n(ball.x)} ${n(ball.y)}`;
  return `<defs><linearGradient id="${bg}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 8)}"/><stop offset="1" stop-color="${hsl(hue + 20, 35, 22)}"/></linearGradient><radialGradient id="${spot}"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><filter id="${blur}"><feGaussianBlur stdDeviation="1.8"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#${bg})"/><g filter="url(#${blur})">${bokeh(70, rand(0, 360))}</g>${spots}
${hoop(bx, rand(10, 35), rand(80, 110))}
<path d="${trail}" fill="none" stroke="rgba(255,200,120,.55)" stroke-width="2" stroke-dasharray="4 4"/>${basketball(ball.x, ball.y, ball.r)}`;
}

export function streetCourt() {
  const sky = uid('sky');
  const sun = uid('sun');
  const fence = uid('fence');
  const ground = rand(0.68, 0.78) * H;
  const skyline = rand(0.35, 0.5) * H;
  let x = -5;
  let buildings = '';
  while (x < W) {
    const w = rand(14, 34);
    const top = skyline - rand(0, 45);
    buildings += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(ground - top)}" fill="${hsl(rand(220, 260), 25, rand(12, 22))}"/>`;
    for (let wy = top + 4; wy < ground - 8; wy += 7) {
      for (let wx = x + 3; wx < x + w - 4; wx += 6) {
        if (chance(0.3))
          buildings += `<rect x="${n(wx)}" y="${n(wy)}" width="2.5" height="3" fill="#ffe08a" opacity="${n(rand(0.5, 1))}"/>`;
      }
    }
    x += w + rand(0, 4);
  }
  const pole = rand(30, W - 30);
  const paint = hsl(rand(0, 360), 70, 55);
  return `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(rand(200, 235), 55, 35)}"/><stop offset="1" stop-color="${hsl(rand(15, 40), 85, 65)}"/></linearGradient><radialGradient id="${sun}"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.3" stop-color="#ffcf70" stop-opacity="0.8"/><stop offset="1" stop-color="#ff9f43" stop-opacity="0"/></radialGradient><pattern id="${fence}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H8M0 0V8" stroke="rgba(200,210,220,.45)" stroke-width="0.8"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#${sky})"/><circle cx="${n(rand(30, W - 30))}" cy="${n(skyline - rand(5, 30))}" r="${n(rand(30, 50))}" fill="url(#${sun})"/>${buildings}
<rect y="${n(ground - rand(30, 45))}" width="${W}" height="${n(H)}" fill="url(#${fence})"/>
<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${hsl(rand(200, 230), 8, rand(28, 38))}"/>
<polygon points="${n(pole - 40)},${n(ground + 4)} ${n(pole + 40)},${n(ground + 4)} ${n(pole + 60)},${n(H)} ${n(pole - 60)},${n(H)}" fill="${paint}" opacity="0.55"/>
<path d="M0 ${n(ground + 4)}H${W}" stroke="rgba(255,255,255,.75)" stroke-width="1.5"/>
<path d="M${n(pole)} ${n(ground + 2)}V${n(ground - 62)}" stroke="#1b1b1b" stroke-width="3"/><rect x="${n(pole - 18)}" y="${n(ground - 74)}" width="36" height="22" fill="#f1f3f5" stroke="#333"/><ellipse cx="${n(pole)}" cy="${n(ground - 52)}" rx="8" ry="2" fill="none" stroke="#f76707" stroke-width="2"/>`;
}

export function ballPattern() {
  const g = uid('bg');
  const a = rand(0, 360);
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${n(i * 50 - 60)}" y="-100" width="${n(rand(8, 22))}" height="400" fill="#fff" opacity="${n(rand(0.04, 0.1))}" transform="rotate(30)"/>`,
  ).join('');
  const balls = Array.from({ length: randInt(9, 15) }, () => {
    const r = rand(7, 28);
    const ball = chance(0.5)
      ? football(rand(0, W), rand(0, H), r)
      : basketball(rand(0, W), rand(0, H), r);
    return `<g opacity="${n(rand(0.55, 1))}">${ball}</g>`;
  }).join('');
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(a, 60, 45)}"/><stop offset="1" stop-color="${hsl(a + rand(60, 160), 55, 30)}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${g})"/>${stripes}${bokeh(25, a + 90)}${balls}`;
}
