// The site config desk's actions: read the whole config, save settings, replace the operators' hot words,
// add or remove a sensitive word. Each change is audited with before/after in its own transaction and reaches
// every process without a restart (this one at once, the others within the settings' cache lifetime).
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SiteSettingsView } from '../../../contract/calls/admin-rooms';
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { hotWords, sensitiveWords } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { addWord, removeWord } from '../chat/service';
import { HORN_PRICE_UNITS } from '../horn/horn-rules';
import { withdrawalRules } from '../pay/settings';
import { type AdminActor, audit, type DbOrTx } from './audit';
import {
  announceSiteSettings,
  siteSettingKeys,
  storedOverrides,
  writeSiteSettings,
} from './site-settings';

export const siteDefaults = (): SiteSettingsView => ({
  hornPrice: unitsToAmount(HORN_PRICE_UNITS),
  withdrawMin: unitsToAmount(withdrawalRules.minUnits),
  withdrawDailyMax: unitsToAmount(withdrawalRules.dailyMaxUnits),
  withdrawFeePercent: withdrawalRules.feePercent,
  withdrawFeeMin: unitsToAmount(withdrawalRules.feeMinUnits),
});

async function currentSettings(db: Db): Promise<SiteSettingsView> {
  // Straight from the table, never the cache: the desk shows what is stored.
  return { ...siteDefaults(), ...(await storedOverrides(db)) };
}

const hotWordsOf = (db: DbOrTx) =>
  db
    .select({ word: hotWords.word, hot: hotWords.hot })
    .from(hotWords)
    .orderBy(asc(hotWords.sort), asc(hotWords.id));

const wordsOf = async (db: DbOrTx) =>
  (
    await db
      .select({ word: sensitiveWords.word })
      .from(sensitiveWords)
      .orderBy(asc(sensitiveWords.word))
  ).map((w) => w.word);

export async function siteConfig(db: Db) {
  return {
    settings: await currentSettings(db),
    defaults: siteDefaults(),
    hotWords: await hotWordsOf(db),
    words: await wordsOf(db),
  };
}

export async function saveSiteSettings(
  app: FastifyInstance,
  actor: AdminActor,
  changes: Partial<SiteSettingsView>,
  reason: string,
) {
  const { db } = app.ctx;
  const before = await currentSettings(db);
  const after = { ...before, ...changes };
  if (after.withdrawMin > after.withdrawDailyMax)
    throw new ApiError(errors.adminSettingInvalid, '单笔最低提现不能高于每日上限');
  const changed = siteSettingKeys.filter(
    (k) => changes[k] !== undefined && changes[k] !== before[k],
  );
  if (changed.length > 0) {
    await db.transaction(async (tx) => {
      await writeSiteSettings(tx, Object.fromEntries(changed.map((k) => [k, after[k]])));
      await audit(
        { db: tx, actor },
        {
          action: 'site.settings',
          targetType: 'site',
          targetId: changed.join(','),
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
          reason,
        },
      );
    });
    announceSiteSettings(app);
  }
  return { settings: after };
}

export async function saveHotWords(
  app: FastifyInstance,
  actor: AdminActor,
  list: { word: string; hot: boolean }[],
  reason: string,
) {
  const { db } = app.ctx;
  const seen = new Set<string>();
  const unique = list.filter((w) => {
    const key = w.word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const result = await db.transaction(async (tx) => {
    const before = await hotWordsOf(tx);
    await tx.delete(hotWords);
    if (unique.length > 0)
      await tx
        .insert(hotWords)
        .values(unique.map((w, i) => ({ word: w.word, hot: w.hot, sort: i + 1, enabled: true })));
    await audit(
      { db: tx, actor },
      {
        action: 'site.hot-words',
        targetType: 'site',
        targetId: 'hotWords',
        before,
        after: unique,
        reason,
      },
    );
    return hotWordsOf(tx);
  });
  return { hotWords: result };
}

export async function editWord(
  app: FastifyInstance,
  actor: AdminActor,
  action: 'add' | 'remove',
  word: string,
  reason: string,
) {
  const { db } = app.ctx;
  const listed = word.trim();
  const words = await db.transaction(async (tx) => {
    const before = await wordsOf(tx);
    const has = before.includes(listed);
    if (action === 'add' && has) throw new ApiError(errors.adminWordExists);
    if (action === 'remove' && !has) throw new ApiError(errors.adminWordMissing);
    // The chat module's own add/remove (the operator CLI's) in our transaction.
    if (action === 'add') await addWord(tx as unknown as Db, listed);
    else await removeWord(tx as unknown as Db, listed);
    await audit(
      { db: tx, actor },
      {
        action: action === 'add' ? 'site.word-add' : 'site.word-remove',
        targetType: 'word',
        targetId: listed,
        before: { listed: has },
        after: { listed: !has },
        reason,
      },
    );
    return wordsOf(tx);
  });
  announceSiteSettings(app);
  return { words };
}
