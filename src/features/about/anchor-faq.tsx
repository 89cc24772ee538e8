// 主播常见问题 (/about/live/4): grouped questions as a native <details> accordion (keyboard and find-in-page work).
import { contact } from './contact';
import { anchorFaq } from './content/anchor-faq';

export function AnchorFaq() {
  return (
    <article>
      <header className="border-b border-dashed border-neutral-200 pb-5">
        <h1 className="text-2xl font-bold text-neutral-900">主播常见问题</h1>
        <p className="mt-2 text-[15px] leading-7 text-neutral-600">
          汇总了主播在开播、收益提现、违规申诉和直播间管理中最常遇到的问题。没有找到答案？请发送邮件至{' '}
          <a href={`mailto:${contact.anchorEmail}`} className="text-brand-600 hover:underline">
            {contact.anchorEmail}
          </a>
          ，我们会在 {contact.replyWithin}内回复。
        </p>
      </header>
      <div className="mt-6 space-y-7">
        {anchorFaq.map((group) => (
          <section key={group.title}>
            <h2 className="mb-3 flex items-center gap-2 text-[17px] font-semibold text-neutral-900">
              <span className="h-4 w-1 rounded-full bg-brand-500" />
              {group.title}
            </h2>
            <div className="divide-y divide-neutral-100 overflow-hidden rounded-lg border border-neutral-100">
              {group.items.map((item) => (
                <details
                  key={item.q}
                  data-testid="faq-item"
                  className="group bg-white open:bg-neutral-50/70"
                >
                  <summary className="flex cursor-pointer list-none items-center gap-3 px-5 py-3.5 text-[15px] font-medium text-neutral-800 transition select-none hover:text-brand-600 [&::-webkit-details-marker]:hidden">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded bg-brand-50 text-xs font-bold text-brand-500">
                      问
                    </span>
                    <span className="flex-1">{item.q}</span>
                    <span
                      aria-hidden="true"
                      className="inline-block text-neutral-400 transition group-open:rotate-180"
                    >
                      ▾
                    </span>
                  </summary>
                  <div className="flex gap-3 px-5 pb-4">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded bg-accent-500 text-xs font-bold text-white">
                      答
                    </span>
                    <div className="space-y-2 text-[14px] leading-7 text-neutral-600">
                      {item.a.map((p) => (
                        <p key={p}>{p}</p>
                      ))}
                    </div>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
