// /admin/site (site.config): the site's numbers and lists — horn price and withdrawal limits, the operators' hot
// search words (in order), the sensitive words chat masks. Every save is audited and reaches every process
// without a restart; the pages read the new value on their next open (horn dialog, header search, wallet).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  adminHotWordsSave,
  adminSiteConfig,
  adminSiteSettingsSave,
  adminWordEdit,
  type SiteSettingsView,
} from '../../../contract/calls/admin-rooms';
import { adminCall } from '../../features/admin/admin-api';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const box = 'rounded border border-slate-200 bg-white p-3 text-sm';
const small =
  'rounded border border-slate-300 px-1.5 py-0.5 text-xs hover:border-blue-500 hover:text-blue-600 disabled:opacity-40';

const settingFields: { key: keyof SiteSettingsView; label: string; unit: string }[] = [
  { key: 'hornPrice', label: '全站喇叭单价', unit: '球钻' },
  { key: 'withdrawMin', label: '单笔最低提现', unit: '球票' },
  { key: 'withdrawDailyMax', label: '每日提现上限', unit: '球票' },
  { key: 'withdrawFeePercent', label: '提现手续费率', unit: '%' },
  { key: 'withdrawFeeMin', label: '最低手续费', unit: '球票' },
];

type Notice = { tone: 'ok' | 'error'; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role="status"
      className={`text-xs ${notice.tone === 'ok' ? 'text-emerald-600' : 'text-red-600'}`}
    >
      {notice.text}
    </p>
  );
}

function SettingsForm({
  settings,
  defaults,
  onSaved,
}: {
  settings: SiteSettingsView;
  defaults: SiteSettingsView;
  onSaved: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    setDraft(Object.fromEntries(settingFields.map((f) => [f.key, String(settings[f.key])])));
  }, [settings]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const changes: Partial<SiteSettingsView> = {};
    for (const f of settingFields) {
      const value = Number(draft[f.key]);
      if (draft[f.key]?.trim() === '' || !Number.isFinite(value))
        return setNotice({ tone: 'error', text: `${f.label}应为数字` });
      if (value !== settings[f.key]) changes[f.key] = value;
    }
    if (Object.keys(changes).length === 0) return setNotice({ tone: 'error', text: '没有修改' });
    const answer = await adminCall(adminSiteSettingsSave, { ...changes, reason });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setNotice({ tone: 'ok', text: '已保存，各服务即时生效' });
    setReason('');
    await onSaved();
  };

  return (
    <form onSubmit={save} className={box} data-testid="site-settings">
      <h2 className="mb-2 font-medium">价格与提现</h2>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {settingFields.map((f) => (
          <label key={f.key} className="flex items-center gap-2">
            <span className="w-24 shrink-0 text-slate-500">{f.label}</span>
            <input
              className={`${field} w-28 tabular-nums`}
              inputMode="decimal"
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
              aria-label={f.label}
            />
            <span className="text-xs text-slate-400">
              {f.unit}（默认 {defaults[f.key]}）
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          className={`${field} w-64`}
          placeholder="修改原因（记入审计日志）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label="修改原因"
        />
        <button type="submit" className="h-8 rounded bg-blue-600 px-4 text-white">
          保存
        </button>
        <NoticeLine notice={notice} />
      </div>
    </form>
  );
}

type HotWord = { word: string; hot: boolean };

function HotWordsEditor({ words, onSaved }: { words: HotWord[]; onSaved: () => Promise<unknown> }) {
  const [list, setList] = useState<HotWord[]>(words);
  const [adding, setAdding] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => setList(words), [words]);

  const move = (i: number, by: number) =>
    setList((l) => {
      const next = [...l];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  const add = (e: FormEvent) => {
    e.preventDefault();
    const word = adding.trim();
    if (!word) return;
    if (list.some((w) => w.word.toLowerCase() === word.toLowerCase()))
      return setNotice({ tone: 'error', text: '该词已在列表中' });
    setList((l) => [...l, { word, hot: false }]);
    setAdding('');
    setNotice(null);
  };
  const save = async () => {
    const answer = await adminCall(adminHotWordsSave, { list, reason: '' });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setNotice({ tone: 'ok', text: '已保存，搜索框下次打开即显示' });
    await onSaved();
  };

  return (
    <section className={box} data-testid="hot-words">
      <h2 className="mb-2 font-medium">热搜词（按顺序显示在搜索框下，用户搜索热词排在其后）</h2>
      <ol className="divide-y divide-slate-100">
        {list.map((w, i) => (
          <li key={w.word} className="flex items-center gap-2 py-1">
            <span className="w-6 text-right text-xs text-slate-400 tabular-nums">{i + 1}</span>
            <span className="min-w-0 flex-1 truncate">{w.word}</span>
            <label className="flex items-center gap-1 text-xs text-slate-500">
              <input
                type="checkbox"
                checked={w.hot}
                onChange={(e) =>
                  setList((l) => l.map((x, j) => (j === i ? { ...x, hot: e.target.checked } : x)))
                }
              />
              热
            </label>
            <button type="button" className={small} disabled={i === 0} onClick={() => move(i, -1)}>
              上移
            </button>
            <button
              type="button"
              className={small}
              disabled={i === list.length - 1}
              onClick={() => move(i, 1)}
            >
              下移
            </button>
            <button
              type="button"
              className={small}
              onClick={() => setList((l) => l.filter((_, j) => j !== i))}
            >
              删除
            </button>
          </li>
        ))}
        {list.length === 0 && <li className="py-3 text-center text-slate-400">暂无热搜词</li>}
      </ol>
      <form onSubmit={add} className="mt-2 flex flex-wrap items-center gap-2">
        <input
          className={`${field} w-40`}
          placeholder="新热搜词"
          maxLength={20}
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          aria-label="新热搜词"
        />
        <button type="submit" className="h-8 rounded border border-slate-300 px-3">
          添加
        </button>
        <button type="button" onClick={save} className="h-8 rounded bg-blue-600 px-4 text-white">
          保存热搜词
        </button>
        <NoticeLine notice={notice} />
      </form>
    </section>
  );
}

function WordsEditor({ words, onSaved }: { words: string[]; onSaved: () => Promise<unknown> }) {
  const [word, setWord] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const edit = async (action: 'add' | 'remove', w: string) => {
    const answer = await adminCall(adminWordEdit, { action, word: w, reason: '' });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setNotice({ tone: 'ok', text: action === 'add' ? `已添加「${w}」` : `已删除「${w}」` });
    if (action === 'add') setWord('');
    await onSaved();
  };
  return (
    <section className={box} data-testid="sensitive-words">
      <h2 className="mb-2 font-medium">敏感词（聊天、弹幕、喇叭中替换为 *，各服务即时生效）</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (word.trim()) void edit('add', word.trim());
        }}
        className="mb-2 flex flex-wrap items-center gap-2"
      >
        <input
          className={`${field} w-40`}
          placeholder="新敏感词"
          maxLength={20}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          aria-label="新敏感词"
        />
        <button type="submit" className="h-8 rounded bg-blue-600 px-4 text-white">
          添加
        </button>
        <NoticeLine notice={notice} />
      </form>
      <div className="flex flex-wrap gap-1.5">
        {words.map((w) => (
          <span
            key={w}
            className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs"
          >
            {w}
            <button
              type="button"
              className="text-slate-400 hover:text-red-600"
              aria-label={`删除 ${w}`}
              onClick={() => void edit('remove', w)}
            >
              ×
            </button>
          </span>
        ))}
        {words.length === 0 && <span className="text-slate-400">暂无敏感词</span>}
      </div>
    </section>
  );
}

export function AdminSitePage() {
  const { data, error } = useAdminQuery(adminSiteConfig);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', adminSiteConfig.path] });
  if (error)
    return <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>;
  if (!data) return <div className="rounded bg-white p-6 text-sm text-slate-400">加载中…</div>;
  return (
    <div className="space-y-3">
      <SettingsForm settings={data.settings} defaults={data.defaults} onSaved={refresh} />
      <div className="grid gap-3 lg:grid-cols-2">
        <HotWordsEditor words={data.hotWords} onSaved={refresh} />
        <WordsEditor words={data.words} onSaved={refresh} />
      </div>
    </div>
  );
}
