// 申请成为专家 for a logged-in fan: a short intro and what they are good at (POST /tj/expert/apply), then the
// application's state — 审核中, or 未通过 with the reason and 重新申请.
import { type FormEvent, useState } from 'react';
import { formatFull } from '../../../contract/format/dates';
import { applyExpert } from '../../api/expert-console';
import { type ExpertsInfo, storeExpertsInfo } from '../user/session';
import { CentreCard } from '../user-centre/centre-frame';

const INTRO_MIN = 10;
const INTRO_MAX = 200;
const SPECIALITIES_MAX = 5;
/** What peers' experts list as their fields: leagues, then markets. */
const SPECIALITIES = [
  '英超',
  '西甲',
  '意甲',
  '德甲',
  '法甲',
  '欧冠',
  '中超',
  '日职',
  'NBA',
  'CBA',
  '亚盘',
  '大小球',
  '竞彩',
];

const looks = {
  review: {
    title: '审核中',
    note: '申请已提交，运营会在 1–3 个工作日内审核，结果会发到你的消息',
    tone: 'bg-amber-50 text-amber-700',
  },
  no: { title: '未通过', note: '很遗憾，本次申请未通过审核', tone: 'bg-brand-50 text-brand-600' },
  pass: {
    title: '已通过',
    note: '恭喜你成为专家，刷新页面即可发布推荐',
    tone: 'bg-emerald-50 text-emerald-700',
  },
} as const;

function ApplyForm({ info }: { info: ExpertsInfo }) {
  const [intro, setIntro] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = intro.trim().length;

  const toggle = (s: string) =>
    setPicked((p) =>
      p.includes(s) ? p.filter((x) => x !== s) : p.length < SPECIALITIES_MAX ? [...p, s] : p,
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (count < INTRO_MIN) return setError(`个人简介至少 ${INTRO_MIN} 个字`);
    if (count > INTRO_MAX) return setError(`个人简介最多 ${INTRO_MAX} 个字`);
    if (picked.length === 0) return setError('请至少选择一项擅长');
    setError(null);
    setBusy(true);
    const answer = await applyExpert({ intro: intro.trim(), specialities: picked });
    setBusy(false);
    if (answer.success) storeExpertsInfo({ ...info, application: answer.data });
    else setError(answer.msg);
  };

  return (
    <form data-testid="expert-apply-form" noValidate onSubmit={submit} className="space-y-5">
      <ul className="grid gap-2 rounded-md bg-neutral-50 p-3 text-xs leading-5 text-neutral-600 sm:grid-cols-3">
        <li>✔ 发布付费或免费方案，收益在方案结算后到账</li>
        <li>✔ 战绩由全部已结算方案自动计算，公开透明</li>
        <li>✔ 粉丝关注后，发布新方案会第一时间通知</li>
      </ul>
      <label className="block">
        <span className="mb-1.5 flex justify-between text-sm text-neutral-700">
          个人简介
          <span className="text-xs text-neutral-400">
            {count}/{INTRO_MAX}
          </span>
        </span>
        <textarea
          data-testid="expert-apply-intro"
          value={intro}
          rows={4}
          onChange={(e) => setIntro(e.target.value)}
          placeholder="介绍你的看球经历和分析思路，例如：十年英超观赛经验，擅长从盘口变化中找机会"
          className="w-full resize-y rounded-md border border-neutral-200 px-3 py-2.5 text-[15px] leading-6 outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      <fieldset>
        <legend className="mb-2 text-sm text-neutral-700">
          擅长领域 <span className="text-xs text-neutral-400">最多 {SPECIALITIES_MAX} 项</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {SPECIALITIES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={picked.includes(s)}
              data-testid="expert-apply-speciality"
              onClick={() => toggle(s)}
              className={`h-8 rounded-full px-4 text-sm ${
                picked.includes(s)
                  ? 'bg-brand-500 text-white'
                  : 'border border-neutral-200 text-neutral-600 hover:text-brand-600'
              }`}
            >
              {s}
            </button>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" data-testid="expert-apply-error" className="text-sm text-brand-600">
          {error}
        </p>
      )}
      <button
        type="submit"
        data-testid="expert-apply-submit"
        disabled={busy}
        className="h-11 w-full rounded-full bg-brand-500 px-12 text-[15px] font-semibold text-white hover:bg-brand-600 disabled:bg-neutral-300 sm:w-auto"
      >
        {busy ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}

export function ExpertApply({ info }: { info: ExpertsInfo }) {
  const application = info.application;
  // 重新申请 after a refusal shows the form again over that refusal.
  const [reapplying, setReapplying] = useState<string | null>(null);
  const showForm = !application || reapplying === application.createdAt;
  return (
    <div data-testid="expert-apply" className="mx-auto max-w-[900px]">
      <CentreCard title="申请成为专家" note="成为专家后即可在这里发布推荐方案">
        {showForm ? (
          <ApplyForm info={info} />
        ) : (
          <div
            data-testid="expert-apply-status"
            data-state={application.state}
            className="py-8 text-center"
          >
            <span
              className={`inline-block rounded-full px-5 py-1.5 text-sm font-semibold ${looks[application.state].tone}`}
            >
              {looks[application.state].title}
            </span>
            <p className="mt-3 text-sm text-neutral-600">{looks[application.state].note}</p>
            {application.reason && (
              <p className="mt-2 text-sm text-neutral-500">原因：{application.reason}</p>
            )}
            <p className="mt-2 text-xs text-neutral-400">
              提交时间 {formatFull(application.createdAt)}
            </p>
            {application.state === 'no' && (
              <button
                type="button"
                onClick={() => setReapplying(application.createdAt)}
                className="mt-5 h-10 rounded-full bg-brand-500 px-10 text-sm text-white hover:bg-brand-600"
              >
                重新申请
              </button>
            )}
          </div>
        )}
      </CentreCard>
    </div>
  );
}
