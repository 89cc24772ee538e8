// The experts' side of 有料: hot experts, the leaderboards, and an expert's page head with the record by play
// type and the trend. Every figure is recomputed from all settled plans (records.ts), never stored.
import type { CallRequest } from '../../../contract/call';
import type { expertRanks } from '../../../contract/calls/expert';
import { basketballPlayTypeLabel, footballPlayTypeLabel } from '../../../contract/enums/play-types';
import type { Db } from '../../db/client';
import { expertCard, expertCards, expertIds } from './experts';
import { type ExpertRecord, recordOf } from './record';
import { settledByExpert } from './records';

/** A leaderboard needs a sample: one lucky 红 is not a 100% expert. */
export const RANK_MIN_SETTLED = 5;

export async function hotExperts(
  db: Db,
  sport: string | undefined,
  limit: number,
  viewerId: number | null,
) {
  const [ids, settled] = await Promise.all([expertIds(db), settledByExpert(db)]);
  const cards = await expertCards(db, ids, viewerId);
  // A sport's hot experts are those with a record in it.
  return cards
    .filter((c) => !sport || (settled.get(c.id) ?? []).some((r) => r.sport === sport))
    .sort(
      (a, b) =>
        Number(b.onSale > 0) - Number(a.onSale > 0) ||
        b.record.last10.red - a.record.last10.red ||
        b.record.streak - a.record.streak ||
        a.id - b.id,
    )
    .slice(0, limit);
}

type RankBody = CallRequest<typeof expertRanks>['body'];

const rankValue: Record<RankBody['rank'], (r: ExpertRecord) => number> = {
  hitRate: (r) => r.hitRate,
  streak: (r) => r.streak * 1000 + r.bestStreak,
  returnRate: (r) => r.returnRate,
  last10: (r) => r.last10.red * 1000 + r.hitRate,
};

export async function rankExperts(db: Db, body: RankBody, viewerId: number | null) {
  const [ids, settled] = await Promise.all([expertIds(db), settledByExpert(db)]);
  const ranked = ids
    .map((id) => {
      const rows = (settled.get(id) ?? []).filter(
        (r) =>
          (!body.sport || r.sport === body.sport) &&
          (!body.playType || r.playType === body.playType),
      );
      return { id, record: recordOf(rows) };
    })
    .filter((e) => e.record.settled >= RANK_MIN_SETTLED)
    .sort((a, b) => rankValue[body.rank](b.record) - rankValue[body.rank](a.record) || a.id - b.id);
  const { pageNum, pageSize } = body.pageParam;
  const slice = ranked.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const cards = await expertCards(
    db,
    slice.map((e) => e.id),
    viewerId,
  );
  // The card shows the record the board ranks by (a play type's, when one is chosen).
  const recordOfId = new Map(slice.map((e) => [e.id, e.record]));
  return {
    list: cards.map((c) => ({ ...c, record: recordOfId.get(c.id)! })),
    total: ranked.length,
  };
}

export async function expertHead(db: Db, expertId: number, viewerId: number | null) {
  const [card, settled] = await Promise.all([
    expertCard(db, expertId, viewerId),
    settledByExpert(db),
  ]);
  const rows = settled.get(expertId) ?? [];
  const kinds = new Map<string, { sport: string; playType: number }>();
  for (const r of rows)
    kinds.set(`${r.sport}:${r.playType}`, { sport: r.sport, playType: r.playType });
  const byPlayType = [...kinds.values()]
    .sort((a, b) => a.sport.localeCompare(b.sport) || a.playType - b.playType)
    .map(({ sport, playType }) => ({
      sport: sport as 'football' | 'basketball',
      playType,
      label:
        sport === 'football' ? footballPlayTypeLabel(playType) : basketballPlayTypeLabel(playType),
      record: recordOf(rows.filter((r) => r.sport === sport && r.playType === playType)),
    }));
  const trend = rows
    .filter((r) => r.result !== 'void')
    .slice(0, 30)
    .reverse()
    .map((r) => ({ code: r.code, result: r.result, settledAt: r.settledAt.toISOString() }));
  return { ...card, byPlayType, trend };
}
