// /admin/adverts (site.config): the adverts, banners and posters of each place the site shows, a tab per place;
// create and edit with a preview of the picture in its place's shape and of where a click goes, switch, order,
// delete, and the poster categories. Each change is audited and pushed: open pages show it without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AdminAdvert,
  type AdvertPlaceCode,
  adminAdvertCreate,
  adminAdvertDelete,
  adminAdvertEnable,
  adminAdvertList,
  adminAdvertMove,
  adminAdvertUpdate,
  advertPlaceCodes,
  advertPlaces,
  placeHasCategories,
} from '../../../contract/calls/admin-adverts';
import { adminCall } from '../../features/admin/admin-api';
import { AdvertForm, type fieldsOf } from '../../features/admin/adverts/advert-form';
import { type AdvertActs, AdvertTable } from '../../features/admin/adverts/advert-table';
import { PosterCategories } from '../../features/admin/adverts/poster-categories';
import { Notice, StateTabs } from '../../features/admin/queue-parts';
import { useAdminQuery } from '../../features/admin/use-admin-query';

type Editing = AdminAdvert | 'new' | null;

export function AdminAdvertsPage() {
  const [place, setPlace] = useState<AdvertPlaceCode>('home');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, error } = useAdminQuery(adminAdvertList, { placeCode: place });
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', adminAdvertList.path] });
  const report = async (text: string | null, ok: boolean) => {
    setNotice(text ? { ok, text } : null);
    if (ok) await refresh();
  };

  const save = async (fields: ReturnType<typeof fieldsOf>, reason: string) => {
    const answer =
      editing && editing !== 'new'
        ? await adminCall(adminAdvertUpdate, { id: editing.id, ...fields, reason })
        : await adminCall(adminAdvertCreate, { placeCode: place, ...fields, reason });
    if (!answer.ok) return answer.msg;
    setEditing(null);
    await report(`已保存「${answer.data.title}」，前台页面即时更新`, true);
    return null;
  };

  const acts: AdvertActs = {
    edit: (a) => setEditing(a),
    toggle: async (a) => {
      const reason = window.prompt(
        `${a.enabled ? '停用' : '启用'}「${a.title}」的原因（记入审计日志）`,
        '',
      );
      if (reason === null) return;
      const answer = await adminCall(adminAdvertEnable, { id: a.id, enabled: !a.enabled, reason });
      await report(answer.ok ? (a.enabled ? '已停用' : '已启用') : answer.msg, answer.ok);
    },
    move: async (a, direction) => {
      const answer = await adminCall(adminAdvertMove, { id: a.id, direction, reason: '' });
      await report(answer.ok ? null : answer.msg, answer.ok);
    },
    remove: async (a) => {
      const reason = window.prompt(`删除「${a.title}」的原因（记入审计日志）`, '');
      if (reason === null) return;
      const answer = await adminCall(adminAdvertDelete, { id: a.id, reason });
      await report(answer.ok ? `已删除「${a.title}」` : answer.msg, answer.ok);
    },
  };

  const grouped = placeHasCategories(place);
  return (
    <div className="space-y-3" data-testid="adverts-desk">
      <div className="flex flex-wrap items-center gap-3">
        <div className="max-w-full overflow-x-auto">
          <StateTabs
            value={place}
            options={advertPlaceCodes.map((p) => [p, advertPlaces[p].label])}
            onChange={(p) => {
              setPlace(p);
              setEditing(null);
              setNotice(null);
            }}
          />
        </div>
        <button
          type="button"
          className="h-8 rounded bg-blue-600 px-4 text-sm text-white"
          onClick={() => setEditing('new')}
        >
          新增{grouped ? '海报' : ''}
        </button>
        <span className="text-xs text-slate-400">{advertPlaces[place].note}</span>
      </div>
      <Notice notice={notice} />
      {error && <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>}
      {!data && !error && (
        <div className="rounded bg-white p-6 text-sm text-slate-400">加载中…</div>
      )}
      {data && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(22rem,2fr)]">
          <div className="space-y-3">
            <AdvertTable
              list={data.list}
              categories={data.categories}
              grouped={grouped}
              acts={acts}
            />
            {grouped && (
              <PosterCategories place={place} categories={data.categories} onChanged={report} />
            )}
          </div>
          {editing && (
            <AdvertForm
              key={`${place}:${editing === 'new' ? 'new' : editing.id}`}
              place={place}
              advert={editing === 'new' ? null : editing}
              categories={data.categories}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </div>
      )}
    </div>
  );
}
