// Piece and hole shapes: a square body of varying size whose sides are flat, knobbed outward or bitten inward, slightly turned.
import { n, pick, rand } from './svg';

/** The piece's bounding box, as AJ's 47 px template: every shape fits inside with a pixel to spare. */
export const PIECE_SIZE = 47;

export type SideKind = 'flat' | 'out' | 'in';

export interface Side {
  kind: SideKind;
  /** Where the knob sits along the side, 0-1 from the side's start (clockwise). */
  at: number;
  /** Knob radius, px. */
  r: number;
  /** How far the knob's centre sits beyond the edge (out) or inside it (in), px. */
  d: number;
}

export interface PieceShape {
  /** The body square's side, px. */
  body: number;
  /** The body's top-left corner in the 47x47 box, before turning. */
  left: number;
  top: number;
  /** Corner radius: 0-2 for a jigsaw piece, up to body/2 (a disc) for a plain decoy. */
  corner: number;
  /** Top, right, bottom, left. */
  sides: [Side, Side, Side, Side];
  /** Degrees, about the box centre. */
  turn: number;
}

const KINDS: readonly SideKind[] = ['flat', 'out', 'in'];
const MARGIN = 1.5;

/** How far past the body an outward knob reaches. */
const reach = (side: Side) => (side.kind === 'out' ? side.d + side.r : 0);

export function randomSide(kind: SideKind = pick(KINDS)): Side {
  return { kind, at: rand(0.38, 0.62), r: rand(4.6, 6), d: rand(1.6, 2.6) };
}

/** The body as large as the knobs and the turn leave room for (26-38 px), centred with its knobs. */
function placeBody(sides: PieceShape['sides'], turn: number, corner: number): PieceShape {
  const [top, right, bottom, left] = sides;
  const spare = Math.max(reach(left) + reach(right), reach(top) + reach(bottom));
  // A turned square needs (cos + sin) times its side.
  const t = (Math.abs(turn) * Math.PI) / 180;
  const room = (PIECE_SIZE - 2 * MARGIN - spare) / (Math.cos(t) + Math.sin(t));
  const body = Math.max(26, Math.min(38, Math.floor(room - rand(0, 4))));
  return {
    body,
    left: (PIECE_SIZE - body + reach(left) - reach(right)) / 2,
    top: (PIECE_SIZE - body + reach(top) - reach(bottom)) / 2,
    corner,
    sides,
    turn,
  };
}

/** A piece: at least two knobs, one of them outward, so it never reads as a plain square. */
export function randomShape(): PieceShape {
  let sides: PieceShape['sides'];
  do {
    sides = [randomSide(), randomSide(), randomSide(), randomSide()];
  } while (
    sides.filter((s) => s.kind !== 'flat').length < 2 ||
    !sides.some((s) => s.kind === 'out')
  );
  return placeBody(sides, rand(-9, 9), rand(0, 2));
}

/** Room for an outward knob on side i of a body placed as `shape`'s (before the turn). */
function roomOutside(shape: PieceShape, i: number) {
  const far = [
    shape.top,
    PIECE_SIZE - shape.left - shape.body,
    PIECE_SIZE - shape.top - shape.body,
    shape.left,
  ];
  return (far[i] as number) - MARGIN - 1;
}

/**
 * A jigsaw decoy: the piece's very body (size, place, turn) and the same knobs on two sides, so
 * its outline lines up with the piece's better than the home's does; but two sides of another
 * kind, one of them a knob sticking out where the piece has none or the other way round, which a
 * person comparing the shapes sees at once.
 */
export function jigsawDecoy(of: PieceShape): PieceShape {
  // The piece has an outward knob (randomShape), so changing its side ends this within a few tries.
  const outward = of.sides.findIndex((side) => side.kind === 'out');
  for (let attempt = 0; ; attempt++) {
    const changed = new Set<number>(attempt > 20 ? [outward] : []);
    while (changed.size < 2) changed.add(Math.floor(Math.random() * 4));
    const sides = of.sides.map((side, i) => {
      if (!changed.has(i)) return side;
      const next = randomSide(pick(KINDS.filter((k) => k !== side.kind)));
      if (next.kind === 'out' && reach(next) > roomOutside(of, i)) next.kind = 'in';
      return next;
    }) as PieceShape['sides'];
    const decoy = { ...of, sides };
    if (outwardDiffers(decoy, of) && sidesChanged(decoy, of) >= 2) return decoy;
  }
}

/** A plain decoy: no knobs at all, from a rounded square to a disc, about the piece's size. */
export function plainDecoy(of: PieceShape): PieceShape {
  const body = Math.min(40, of.body + rand(-2, 4));
  const flat = () => randomSide('flat');
  return {
    body,
    left: (PIECE_SIZE - body) / 2,
    top: (PIECE_SIZE - body) / 2,
    corner: pick([rand(3, 8), body / 2]),
    sides: [flat(), flat(), flat(), flat()],
    turn: rand(-12, 12),
  };
}

/** Whether a knob sticks out on a side of one shape and not the other: the difference the eye catches first. */
const outwardDiffers = (a: PieceShape, b: PieceShape) =>
  a.sides.some((side, i) => (side.kind === 'out') !== (b.sides[i]?.kind === 'out'));

/** On how many sides two shapes differ in kind (flat, out, in). */
export const sidesChanged = (a: PieceShape, b: PieceShape) =>
  a.sides.filter((side, i) => side.kind !== b.sides[i]?.kind).length;

/**
 * The piece's home as drawn: 3.5-4.5 px larger (the piece drops into it with a hair to spare),
 * turned 2-3.5 degrees, its knobs moved 3-4.5 px and resized a little. A person sees the piece's
 * shape; a template of the piece's exact outline fits a jigsaw decoy, which keeps the piece's
 * very body, better than it fits the home.
 */
export function nudged(shape: PieceShape): PieceShape {
  const grow = rand(3.5, 4.5);
  const sides = shape.sides.map((side) => {
    if (side.kind === 'flat') return side;
    const shift = (pick([-1, 1]) * rand(3, 4.5)) / shape.body;
    return {
      ...side,
      at: Math.min(0.66, Math.max(0.34, side.at + shift)),
      r: Math.min(6.2, Math.max(4.2, side.r + rand(-0.7, 0.7))),
    };
  }) as PieceShape['sides'];
  return {
    ...shape,
    body: shape.body + grow,
    left: shape.left - grow / 2,
    top: shape.top - grow / 2,
    turn: shape.turn + pick([-1, 1]) * rand(2, 3.5),
    sides,
  };
}

/**
 * The outline as an SVG path element in the 47x47 box, clockwise from the body's top-left
 * corner, turned about the box centre; `paint` is its fill and stroke attributes.
 */
export function pieceElement(shape: PieceShape, paint: string): string {
  const { body, sides, left: x0, top: y0 } = shape;
  const rc = Math.min(shape.corner, body / 2);
  const corners = [
    [x0, y0],
    [x0 + body, y0],
    [x0 + body, y0 + body],
    [x0, y0 + body],
  ] as const;
  const parts: string[] = [];
  sides.forEach((side, i) => {
    const [ax, ay] = corners[i] as readonly [number, number];
    const [bx, by] = corners[(i + 1) % 4] as readonly [number, number];
    const ux = (bx - ax) / body;
    const uy = (by - ay) / body;
    const p = (t: number) => `${n(ax + ux * t)} ${n(ay + uy * t)}`;
    parts.push(i === 0 ? `M${p(rc)}` : `L${p(rc)}`);
    if (side.kind !== 'flat') {
      const chord = Math.sqrt(side.r ** 2 - side.d ** 2);
      const mid = side.at * body;
      // Clockwise in SVG's y-down frame: sweep 1 bulges outward, sweep 0 bites inward.
      const sweep = side.kind === 'out' ? 1 : 0;
      parts.push(`L${p(mid - chord)}A${n(side.r)} ${n(side.r)} 0 1 ${sweep} ${p(mid + chord)}`);
    }
    parts.push(`L${p(body - rc)}`);
    if (rc > 0) {
      const [nx, ny] = corners[(i + 1) % 4] as readonly [number, number];
      const [cx, cy] = corners[(i + 2) % 4] as readonly [number, number];
      const vx = (cx - nx) / body;
      const vy = (cy - ny) / body;
      parts.push(`A${n(rc)} ${n(rc)} 0 0 1 ${n(nx + vx * rc)} ${n(ny + vy * rc)}`);
    }
  });
  parts.push('Z');
  const c = PIECE_SIZE / 2;
  return `<path d="${parts.join('')}" transform="rotate(${n(shape.turn)} ${c} ${c})" ${paint}/>`;
}
