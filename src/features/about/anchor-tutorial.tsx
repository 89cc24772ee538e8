// 新人主播教程 (/about/live/2): the seven steps as a numbered timeline.
import { Link } from '@tanstack/react-router';
import { type TutorialStep, tutorialSteps } from './content/anchor-tutorial';

const linkClass =
  'mt-3 inline-flex items-center gap-1 rounded-md bg-brand-500 px-3.5 py-1.5 text-[13px] font-medium text-white shadow-sm transition hover:bg-brand-600';

/** /live/manual is in the route table; the user-centre pages load by URL until they are. */
function StepLink({ link }: { link: NonNullable<TutorialStep['link']> }) {
  if (link.href === '/live/manual') {
    return (
      <Link to="/live/manual" className={linkClass}>
        {link.label} →
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label} →
    </a>
  );
}

function Step({ step, index, last }: { step: TutorialStep; index: number; last: boolean }) {
  return (
    <li className="relative flex gap-5 pb-8">
      {!last && (
        <span
          aria-hidden="true"
          className="absolute top-10 bottom-0 left-[19px] w-0.5 bg-brand-100"
        />
      )}
      <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-base font-bold text-white shadow">
        {index + 1}
      </span>
      <div className="min-w-0 flex-1 pt-1.5">
        <h2 className="text-[17px] font-semibold text-neutral-900">{step.title}</h2>
        <p className="mt-1.5 text-[15px] leading-7 text-neutral-700">{step.summary}</p>
        <ul className="mt-2.5 space-y-1.5 rounded-md bg-neutral-50 px-4 py-3 text-[14px] leading-6 text-neutral-600">
          {step.points.map((point) => (
            <li key={point} className="flex gap-2">
              <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-400" />
              {point}
            </li>
          ))}
        </ul>
        {step.tip && (
          <p className="mt-2.5 rounded-md border border-accent-400/40 bg-orange-50 px-4 py-2 text-[13px] text-accent-600">
            小贴士：{step.tip}
          </p>
        )}
        {step.link && <StepLink link={step.link} />}
      </div>
    </li>
  );
}

export function AnchorTutorial() {
  return (
    <article>
      <header className="border-b border-dashed border-neutral-200 pb-5">
        <h1 className="text-2xl font-bold text-neutral-900">新人主播教程</h1>
        <p className="mt-2 text-[15px] leading-7 text-neutral-600">
          从提交申请到第一次开播，只需七步。跟着下面的流程走，半小时内就能完成全部准备工作。
        </p>
        <ol className="mt-4 flex flex-wrap gap-2 text-[12px]">
          {tutorialSteps.map((step, i) => (
            <li key={step.title} className="flex items-center gap-2 text-neutral-500">
              <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-600">
                {i + 1}. {step.title}
              </span>
              {i < tutorialSteps.length - 1 && <span className="text-neutral-300">→</span>}
            </li>
          ))}
        </ol>
      </header>
      <ol className="mt-7">
        {tutorialSteps.map((step, i) => (
          <Step key={step.title} step={step} index={i} last={i === tutorialSteps.length - 1} />
        ))}
      </ol>
    </article>
  );
}
