// The search of /v/anchor-barrage: which room's barrage the OBS overlay shows.

export interface BarrageSearch {
  roomId?: number;
}

/** ?roomId=12 → { roomId: 12 }; anything but a positive integer is dropped. */
export function parseBarrageSearch(search: Record<string, unknown>): BarrageSearch {
  const raw = search.roomId;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { roomId: id } : {};
}
