// Demo headlines: three weeks of news (and of a league the feed does not carry) written through the news service
// (bodies sanitised like any other), with a banner and a few recommendations. The feed's leagues get their
// previews and reports from the match writer once the feed has caught up. Covers are left empty for now.
import { eq, inArray } from 'drizzle-orm';
import { newsDesk } from '../../modules/news/match-writer';
import { ensureColumn, pickArticle, writeArticle } from '../../modules/news/service';
import { newsCategories, users } from '../schema';
import type { SeedStep } from '../seed';
import { demoColumns } from './news/columns';
import { storiesOfDay } from './news/stories';

export const NEWS_DEMO_DAYS = 21;
/** The desk's own account (the match writer's too): operators' articles need an author. */
export { newsDesk };

/** Football columns by the demo expert and previews by a demo anchor (basketball), when those accounts exist. */
const expertPhone = '13800000003';
const anchorPhone = '13800000004';

export const demoNewsStep: SeedStep = {
  name: 'news-v1',
  async run(db) {
    const categoryIds = new Map<string, number>();
    for (const column of demoColumns) {
      const columnId = await ensureColumn(db, { ...column, categories: [...column.categories] });
      const rows = await db
        .select({ id: newsCategories.id, name: newsCategories.name })
        .from(newsCategories)
        .where(eq(newsCategories.columnId, columnId));
      for (const r of rows) categoryIds.set(`${column.columnNo}/${r.name}`, r.id);
    }
    await db.insert(users).values(newsDesk).onConflictDoNothing();
    const people = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, [newsDesk.phone, expertPhone, anchorPhone]));
    const byPhone = new Map(people.map((u) => [u.phone, u]));
    const desk = byPhone.get(newsDesk.phone)!;
    const expert = byPhone.get(expertPhone);
    const anchor = byPhone.get(anchorPhone);
    const now = Date.now();
    const banner: number[] = [];
    const recommend: number[] = [];
    // Oldest day first, so ids grow with publish time as they would on a real site.
    for (let day = NEWS_DEMO_DAYS - 1; day >= 0; day--) {
      for (const [i, story] of storiesOfDay(day).entries()) {
        const preview = story.kind === 'preview';
        const basketball = story.sport === 'basketball';
        const writer = preview ? (basketball ? anchor : expert) : basketball ? undefined : expert;
        const id = await writeArticle(db, {
          title: story.title,
          body: story.body,
          authorId: writer?.id ?? desk.id,
          authorKind: writer ? (writer === anchor ? 2 : 3) : 1,
          columnNo: story.columnNo,
          categoryId: categoryIds.get(`${story.columnNo}/${story.category}`) ?? null,
          // Spread over the day: the desk publishes from morning to night (UTC+8).
          publishedAt: new Date(now - day * 86_400_000 - (i * 97 + 30) * 60_000),
        });
        if (day <= 6 && !preview) banner.push(id);
        if (day <= 6 && preview) recommend.push(id);
      }
    }
    // The newest first.
    for (const [sort, id] of banner.slice(-5).reverse().entries())
      await pickArticle(db, id, 'banner', sort);
    for (const [sort, id] of recommend.slice(-6).reverse().entries()) {
      await pickArticle(db, id, 'recommend', sort);
    }
  },
};
