// The 关注 / 粉丝 tab: one page (30) of the user's follows or fans with the pager.
import { ATTENTION_PAGE_SIZE } from '../../../contract/calls/user';
import { LoadState } from '../../features/user-centre/centre-frame';
import { Pager } from './pager';
import { type AttentionType, pageCount } from './space-search';
import { useAttention } from './use-attention';
import { EmptyList, UserCards } from './user-cards';

export function AttentionPanel({
  userId,
  type,
  page,
  own,
}: {
  userId: number;
  type: AttentionType;
  page: number;
  own: boolean;
}) {
  const { answer, retry } = useAttention(userId, type, page, ATTENTION_PAGE_SIZE);
  const who = own ? '我' : 'TA';
  const title = type === 1 ? `${who}关注的人` : `${who}的粉丝`;
  if (!answer?.success) {
    return <LoadState error={answer ? answer.msg : null} onRetry={retry} />;
  }
  const { list, total } = answer.data;
  const pages = pageCount(total, ATTENTION_PAGE_SIZE);
  return (
    <div data-testid="space-attention" data-type={type}>
      <p className="mb-5 text-sm text-neutral-500">
        {title} · 共 <span data-testid="space-attention-total">{total}</span> 人
      </p>
      {list.length > 0 ? (
        <UserCards users={list} />
      ) : (
        <EmptyList
          text={
            total > 0
              ? '这一页没有内容了'
              : type === 1
                ? `${who}还没有关注任何人`
                : `${who}还没有粉丝`
          }
        />
      )}
      <Pager userId={userId} type={type} page={page} pages={pages} />
    </div>
  );
}
