// The adverts of a place as a dense list: picture, title, where a click goes, window, switch, order and acts.
// Posters are grouped by category, each group ordered on its own as the site shows them.
import type { AdminAdvert, AdminAdvertCategory } from '../../../../contract/calls/admin-adverts';
import { JumpLine } from './advert-preview';
import { chinaShort } from './china-time';

const small =
  'rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:border-blue-500 hover:text-blue-600 disabled:opacity-40';

export interface AdvertActs {
  edit: (a: AdminAdvert) => void;
  toggle: (a: AdminAdvert) => void;
  move: (a: AdminAdvert, direction: 'up' | 'down') => void;
  remove: (a: AdminAdvert) => void;
}

function windowOf(a: AdminAdvert) {
  if (a.startAt === null && a.endAt === null) return '长期';
  return `${a.startAt ? chinaShort(a.startAt) : '立即'} 至 ${a.endAt ? chinaShort(a.endAt) : '长期'}`;
}

function State({ a }: { a: AdminAdvert }) {
  if (!a.enabled) return <span className="text-slate-400">已停用</span>;
  if (a.live) return <span className="text-emerald-600">投放中</span>;
  return <span className="text-amber-600">不在投放期</span>;
}

function Rows({ list, acts }: { list: AdminAdvert[]; acts: AdvertActs }) {
  return list.map((a, i) => (
    <tr
      key={a.id}
      data-testid="advert-row"
      data-id={a.id}
      className="border-t border-slate-100 align-top"
    >
      <td className="px-2 py-1.5">
        <img src={a.imageUrl} alt="" className="h-10 w-20 rounded object-cover" />
      </td>
      <td className="px-2 py-1.5">
        <p className="font-medium text-slate-800">{a.title}</p>
        <p className="text-slate-400">#{a.id}</p>
      </td>
      <td className="px-2 py-1.5">
        <JumpLine advert={a} />
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-slate-500">{windowOf(a)}</td>
      <td className="whitespace-nowrap px-2 py-1.5">
        <State a={a} />
      </td>
      <td className="px-2 py-1.5">
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={small}
            disabled={i === 0}
            onClick={() => acts.move(a, 'up')}
          >
            上移
          </button>
          <button
            type="button"
            className={small}
            disabled={i === list.length - 1}
            onClick={() => acts.move(a, 'down')}
          >
            下移
          </button>
          <button type="button" className={small} onClick={() => acts.edit(a)}>
            编辑
          </button>
          <button type="button" className={small} onClick={() => acts.toggle(a)}>
            {a.enabled ? '停用' : '启用'}
          </button>
          <button type="button" className={`${small} text-red-600`} onClick={() => acts.remove(a)}>
            删除
          </button>
        </div>
      </td>
    </tr>
  ));
}

export function AdvertTable({
  list,
  categories,
  grouped,
  acts,
}: {
  list: AdminAdvert[];
  categories: AdminAdvertCategory[];
  grouped: boolean;
  acts: AdvertActs;
}) {
  const groups = grouped
    ? [
        ...categories.map((c) => ({
          key: c.id,
          name: c.name,
          rows: list.filter((a) => a.cateId === c.id),
        })),
        { key: 0, name: '未分类（前台不显示）', rows: list.filter((a) => a.cateId === null) },
      ].filter((g) => g.key !== 0 || g.rows.length > 0)
    : [{ key: 0, name: '', rows: list }];
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] text-left text-xs" data-testid="advert-table">
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            {['图片', '标题', '跳转', '投放期', '状态', '操作'].map((h) => (
              <th key={h} className="whitespace-nowrap px-2 py-1.5 font-normal">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.key}>
            {grouped && (
              <tr className="bg-slate-50/60">
                <td colSpan={6} className="px-2 py-1 font-medium text-slate-600">
                  {g.name}
                </td>
              </tr>
            )}
            <Rows list={g.rows} acts={acts} />
            {g.rows.length === 0 && (
              <tr>
                <td colSpan={6} className="px-2 py-6 text-center text-slate-400">
                  暂无
                </td>
              </tr>
            )}
          </tbody>
        ))}
      </table>
    </div>
  );
}
