// A small seeded random source: the same match always gets the same wording, different matches different
// wording (the seed is the match id and the article kind).

/** A 32-bit hash of a string (FNV-1a), the RNG's seed. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = hash(seed) || 1;
  }

  /** mulberry32: a float in [0, 1). */
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number) {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** A template called with the rng, so nested picks draw from the same stream. */
  say<A extends unknown[]>(templates: readonly ((...args: A) => string)[], ...args: A) {
    return this.pick(templates)(...args);
  }
}
