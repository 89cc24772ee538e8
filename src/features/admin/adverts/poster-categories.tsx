// The poster place's categories: add, rename in place, order and delete (a category with posters is kept).
import { type FormEvent, useState } from 'react';
import {
  type AdminAdvertCategory,
  type AdvertPlaceCode,
  adminAdvertCategoryCreate,
  adminAdvertCategoryDelete,
  adminAdvertCategoryMove,
  adminAdvertCategoryRename,
} from '../../../../contract/calls/admin-adverts';
import { adminCall } from '../admin-api';

const small =
  'rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:border-blue-500 hover:text-blue-600 disabled:opacity-40';
const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';

export function PosterCategories({
  place,
  categories,
  onChanged,
}: {
  place: AdvertPlaceCode;
  categories: AdminAdvertCategory[];
  onChanged: (text: string | null, ok: boolean) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const done = async (answer: { ok: boolean; msg?: string }, text: string) =>
    onChanged(answer.ok ? text : (answer.msg ?? '操作失败'), answer.ok);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const answer = await adminCall(adminAdvertCategoryCreate, {
      placeCode: place,
      name,
      reason: '',
    });
    if (answer.ok) setName('');
    await done(answer, `已新增分类「${name.trim()}」`);
  };
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const answer = await adminCall(adminAdvertCategoryRename, {
      id: editing.id,
      name: editing.name,
      reason: '',
    });
    if (answer.ok) setEditing(null);
    await done(answer, '已重命名');
  };

  return (
    <section
      className="space-y-2 rounded border border-slate-200 bg-white p-3 text-sm"
      data-testid="poster-categories"
    >
      <h2 className="font-medium">海报分类（按顺序显示，空分类前台不显示）</h2>
      <ol className="divide-y divide-slate-100">
        {categories.map((c, i) => (
          <li key={c.id} className="flex flex-wrap items-center gap-2 py-1">
            {editing?.id === c.id ? (
              <form onSubmit={rename} className="flex flex-1 items-center gap-2">
                <input
                  className={`${field} w-32`}
                  value={editing.name}
                  maxLength={20}
                  aria-label="分类名称"
                  onChange={(e) => setEditing({ id: c.id, name: e.target.value })}
                />
                <button type="submit" className={small}>
                  保存
                </button>
                <button type="button" className={small} onClick={() => setEditing(null)}>
                  取消
                </button>
              </form>
            ) : (
              <span className="min-w-0 flex-1 truncate">
                {c.name} <span className="text-xs text-slate-400">{c.posters} 张</span>
              </span>
            )}
            <button
              type="button"
              className={small}
              disabled={i === 0}
              onClick={async () =>
                done(
                  await adminCall(adminAdvertCategoryMove, {
                    id: c.id,
                    direction: 'up',
                    reason: '',
                  }),
                  '已上移',
                )
              }
            >
              上移
            </button>
            <button
              type="button"
              className={small}
              disabled={i === categories.length - 1}
              onClick={async () =>
                done(
                  await adminCall(adminAdvertCategoryMove, {
                    id: c.id,
                    direction: 'down',
                    reason: '',
                  }),
                  '已下移',
                )
              }
            >
              下移
            </button>
            <button
              type="button"
              className={small}
              onClick={() => setEditing({ id: c.id, name: c.name })}
            >
              重命名
            </button>
            <button
              type="button"
              className={`${small} text-red-600`}
              onClick={async () => {
                if (!window.confirm(`删除分类「${c.name}」？`)) return;
                await done(
                  await adminCall(adminAdvertCategoryDelete, { id: c.id, reason: '' }),
                  '已删除分类',
                );
              }}
            >
              删除
            </button>
          </li>
        ))}
        {categories.length === 0 && <li className="py-2 text-center text-slate-400">暂无分类</li>}
      </ol>
      <form onSubmit={add} className="flex flex-wrap items-center gap-2">
        <input
          className={`${field} w-40`}
          placeholder="新分类名称"
          maxLength={20}
          value={name}
          aria-label="新分类名称"
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="h-8 rounded border border-slate-300 px-3">
          添加分类
        </button>
      </form>
    </section>
  );
}
