// Why 有料's records can be trusted, in a few lines: the content is sealed by a public hash at publish time,
// revealed after the match, and every settled plan counts. Shown beside the lists and on a plan.
export function TrustNote() {
  return (
    <aside data-testid="trust-note" className="rounded-lg bg-white p-4 text-sm shadow-sm">
      <h3 className="flex items-center gap-1.5 font-semibold text-neutral-900">
        <svg
          viewBox="0 0 20 20"
          aria-hidden
          className="size-4 text-emerald-600"
          fill="currentColor"
        >
          <path d="M10 1.5 3 4.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3Zm-1 12-3.5-3.5 1.4-1.4L9 10.7l4.1-4.1 1.4 1.4L9 13.5Z" />
        </svg>
        战绩可查，方案不可改
      </h3>
      <ul className="mt-2 space-y-1.5 text-xs leading-5 text-neutral-500">
        <li>· 方案发布即公开内容的 SHA-256 指纹，开赛后不能修改或删除</li>
        <li>· 比赛结束后全部公开原文，任何人都能核对指纹</li>
        <li>· 近10中N、命中率、连红取自专家全部已结算方案，无法挑选</li>
        <li>· 走盘、比赛取消及不中退方案未中，全额退回球钻</li>
      </ul>
    </aside>
  );
}
