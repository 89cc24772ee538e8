// 栏目 and 分类 pickers of the article form: the 头条 columns, then the chosen column's categories (optional).
import { useQuery } from '@tanstack/react-query';
import { newsListCategory } from '../../../contract/calls/news';
import { callQuery } from '../../lib/query';
import { newsColumnsQuery } from '../news/news-queries';

export const selectClass =
  'h-10 w-full rounded-md border border-neutral-200 bg-white px-2 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100 sm:w-44';

export function PlacePickers({
  columnNo,
  categoryId,
  onChange,
}: {
  columnNo: string;
  categoryId: number | null;
  onChange(place: { columnNo: string; categoryId: number | null }): void;
}) {
  const columns = useQuery(newsColumnsQuery(false));
  const categories = useQuery({
    ...callQuery(newsListCategory, { columnNo }, { staleTime: Number.POSITIVE_INFINITY }),
    enabled: columnNo !== '',
  });
  const columnList = columns.data?.success ? columns.data.data : [];
  const categoryList = columnNo && categories.data?.success ? categories.data.data : [];
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:gap-3">
      <select
        id="article-column"
        data-testid="article-column"
        aria-label="栏目"
        value={columnNo}
        onChange={(e) => onChange({ columnNo: e.target.value, categoryId: null })}
        className={selectClass}
      >
        <option value="">选择栏目</option>
        {columnList.map((c) => (
          <option key={c.columnNo} value={c.columnNo}>
            {c.name}
          </option>
        ))}
      </select>
      <select
        data-testid="article-category"
        aria-label="分类"
        value={categoryId ?? ''}
        disabled={categoryList.length === 0}
        onChange={(e) =>
          onChange({ columnNo, categoryId: e.target.value ? Number(e.target.value) : null })
        }
        className={`${selectClass} disabled:bg-neutral-50 disabled:text-neutral-400`}
      >
        <option value="">
          {!columnNo ? '先选择栏目' : categoryList.length ? '分类（选填）' : '该栏目暂无分类'}
        </option>
        {categoryList.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
