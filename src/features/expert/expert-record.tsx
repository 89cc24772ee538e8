// An expert's record as the profile shows it: 近10中N, 命中率, 连红 / 最长连红, 回报率 and 红黑走 counts, the last
// ten as badges; and the same figures by play type in a table. Every settled plan counts.
import type { CallData } from '../../../contract/call';
import type { expertHead } from '../../../contract/calls/expert';
import { ResultBadge } from './badges';
import { percentText } from './labels';

export type ExpertHead = CallData<typeof expertHead>;
type Record_ = ExpertHead['record'];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-neutral-50 px-2 py-3 text-center">
      <span
        data-testid={testId}
        className="block font-mono text-xl font-bold text-brand-600 lg:text-2xl"
      >
        {value}
      </span>
      <span className="mt-0.5 block text-xs text-neutral-500">{label}</span>
    </div>
  );
}

export function RecordFigures({ record }: { record: Record_ }) {
  return (
    <div data-testid="expert-record" className="space-y-3">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          testId="record-last10"
          label={`近${record.last10.total || 10}场命中`}
          value={`${record.last10.red}/${record.last10.total}`}
        />
        <Figure testId="record-hit-rate" label="命中率" value={percentText(record.hitRate)} />
        <Figure
          testId="record-streak"
          label={`当前连红 · 最长${record.bestStreak}`}
          value={`${record.streak}`}
        />
        <Figure testId="record-return" label="回报率" value={percentText(record.returnRate)} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-500">
        <span data-testid="record-counts">
          共结算 {record.settled} 场：{record.red} 红 {record.black} 黑 {record.go} 走
        </span>
        {record.recent.length > 0 && (
          <span className="flex flex-wrap items-center gap-1">
            近况（新→旧）
            {record.recent.map((r, i) => (
              // The recent results are a fixed-order list of plain values: the place is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ResultBadge key={i} result={r} />
            ))}
          </span>
        )}
      </p>
    </div>
  );
}

export function ByPlayTypeTable({ rows }: { rows: ExpertHead['byPlayType'] }) {
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table data-testid="by-play-type" className="w-full min-w-[360px] text-center text-sm">
        <thead className="bg-neutral-50 text-xs whitespace-nowrap text-neutral-500">
          <tr>
            <th className="px-2 py-2 text-left font-normal">玩法</th>
            <th className="px-2 py-2 font-normal">场次</th>
            <th className="px-2 py-2 font-normal">红/黑/走</th>
            <th className="px-2 py-2 font-normal">近10场</th>
            <th className="px-2 py-2 font-normal">命中率</th>
            <th className="px-2 py-2 font-normal">连红</th>
            <th className="px-2 py-2 font-normal">回报率</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 whitespace-nowrap">
          {rows.map((row) => (
            <tr key={`${row.sport}-${row.playType}`}>
              <td className="px-2 py-2 text-left text-neutral-800">{row.label}</td>
              <td className="px-2 py-2 font-mono">{row.record.settled}</td>
              <td className="px-2 py-2 font-mono">
                {row.record.red}/{row.record.black}/{row.record.go}
              </td>
              <td className="px-2 py-2 font-mono">
                {row.record.last10.red}/{row.record.last10.total}
              </td>
              <td className="px-2 py-2 font-mono text-brand-600">
                {percentText(row.record.hitRate)}
              </td>
              <td className="px-2 py-2 font-mono">{row.record.streak}</td>
              <td className="px-2 py-2 font-mono">{percentText(row.record.returnRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
