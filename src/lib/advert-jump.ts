// The banner and advert jump rule of spec §2, used by every banner and advert on the site.

export interface AdvertTarget {
  jumpType: number;
  innerPageId?: number | null;
  targetId?: string | number | null;
  outerLink?: string | null;
}

export type Jump =
  | { kind: 'inner'; path: string }
  | { kind: 'outer'; url: string }
  /** Nothing to open: an empty entry, an unknown page id or a missing link. */
  | { kind: 'none' };

/** innerPageId 1-10 in spec order; 8 is the empty entry. */
const innerPages = [
  '/',
  '/football',
  '/basketball',
  '/football/live',
  '/basketball/live',
  '/guide',
  '/guide/expert/info',
  '',
  '/live/all',
  '/live/room',
] as const;

/** Pages that show one thing (a match, an expert, a room) take targetId as their last segment. */
const withTarget = new Set([4, 5, 7, 10]);

export function advertJump(ad: AdvertTarget): Jump {
  if (ad.jumpType !== 1) {
    const url = ad.outerLink?.trim();
    return url ? { kind: 'outer', url } : { kind: 'none' };
  }
  const id = ad.innerPageId ?? 0;
  const base = innerPages[id - 1];
  if (!base) return { kind: 'none' };
  if (!withTarget.has(id)) return { kind: 'inner', path: base };
  const target = String(ad.targetId ?? '').trim();
  return target
    ? { kind: 'inner', path: `${base}/${encodeURIComponent(target)}` }
    : { kind: 'none' };
}
