// Shown on /v/new to a user who is neither an anchor nor an expert: who may write, and the way to become one.
import { SiteLink } from '../../components/site-link';

export function NotAuthorCard() {
  return (
    <div data-testid="not-author" className="flex flex-col items-center gap-3 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-2xl text-brand-500">
        ✎
      </span>
      <p className="text-lg font-semibold text-neutral-900">头条投稿目前向主播和专家开放</p>
      <p className="max-w-md text-sm leading-6 text-neutral-500">
        成为主播后即可在这里撰写赛事前瞻、观赛笔记和战术分析，审核通过后发布在头条，被更多球迷看到。
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <SiteLink
          href="/v/apply"
          data-testid="not-author-apply"
          className="h-10 rounded-md bg-brand-500 px-6 text-[15px] leading-10 font-semibold text-white hover:bg-brand-600"
        >
          申请主播
        </SiteLink>
        <SiteLink
          href="/news"
          className="h-10 rounded-md border border-neutral-300 px-6 text-[15px] leading-10 text-neutral-700 hover:border-brand-300 hover:text-brand-600"
        >
          先去看看头条
        </SiteLink>
      </div>
    </div>
  );
}
