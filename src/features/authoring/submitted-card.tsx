// After 提交审核: what happens next, and the two ways on (我的文章, 再写一篇).
import { SiteLink } from '../../components/site-link';

export function SubmittedCard({
  title,
  onWriteAnother,
}: {
  title: string;
  onWriteAnother(): void;
}) {
  return (
    <div
      data-testid="article-submitted"
      className="flex flex-col items-center gap-3 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-3xl text-emerald-500">
        ✓
      </span>
      <p className="text-lg font-semibold text-neutral-900">已提交审核</p>
      <p className="max-w-md text-sm text-neutral-500">
        《{title.trim()}》已交给运营审核，通过后发布在头条。审核中可以在「我的文章」撤回修改。
      </p>
      <div className="mt-2 flex gap-3">
        <SiteLink
          href="/v/new?tab=mine"
          className="h-10 rounded-md bg-brand-500 px-6 text-[15px] leading-10 text-white hover:bg-brand-600"
        >
          查看我的文章
        </SiteLink>
        <button
          type="button"
          onClick={onWriteAnother}
          className="h-10 rounded-md border border-neutral-300 px-6 text-[15px] text-neutral-700 hover:border-brand-300 hover:text-brand-600"
        >
          再写一篇
        </button>
      </div>
    </div>
  );
}
