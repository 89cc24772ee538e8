// Renders a legal or rule document: title, dates, preface and numbered chapters with their clauses.
import { Fragment } from 'react';
import type { DocChapter, DocClause, LegalDocument } from './doc-types';

const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1 → 一, 12 → 十二, 20 → 二十: chapter numbers as Chinese agreements print them. */
export function chineseNumeral(n: number): string {
  if (n <= 10) return NUMERALS[n] ?? String(n);
  if (n < 20) return `十${NUMERALS[n - 10]}`;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${NUMERALS[tens]}十${ones ? NUMERALS[ones] : ''}`;
}

export const chapterAnchor = (index: number) => `chapter-${index + 1}`;

/** `**bold**` spans inside a clause become <strong>; everything else stays plain text. */
export function Emph({ text }: { text: string }) {
  const parts = text.split('**');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
          <strong key={i} className="font-semibold text-neutral-900">
            {part}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Clause({ clause, number }: { clause: DocClause; number: string }) {
  const text = typeof clause === 'string' ? clause : clause.text;
  return (
    <li className="flex gap-2.5">
      <span className="w-9 shrink-0 pt-px font-mono text-[13px] text-neutral-400 tabular-nums">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p>
          <Emph text={text} />
        </p>
        {typeof clause !== 'string' && (
          <ol className="mt-2 space-y-1.5 rounded-md bg-neutral-50 px-4 py-3 text-[14px]">
            {clause.items.map((item, i) => (
              <li key={item} className="flex gap-1.5">
                <span className="shrink-0 text-neutral-400">（{i + 1}）</span>
                <span>
                  <Emph text={item} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}

function Chapter({ chapter, index }: { chapter: DocChapter; index: number }) {
  return (
    <section id={chapterAnchor(index)} className="scroll-mt-24">
      <h2 className="mb-3 flex items-center gap-2 text-[17px] font-semibold text-neutral-900">
        <span className="h-4 w-1 rounded-full bg-brand-500" />
        {chineseNumeral(index + 1)}、{chapter.title}
      </h2>
      <ol className="space-y-3">
        {chapter.clauses.map((clause, i) => (
          <Clause
            key={typeof clause === 'string' ? clause : clause.text}
            clause={clause}
            number={`${index + 1}.${i + 1}`}
          />
        ))}
      </ol>
    </section>
  );
}

/** The document body; the caller decides the card around it. */
export function DocArticle({ doc }: { doc: LegalDocument }) {
  return (
    <article className="text-[15px] leading-7 text-neutral-700">
      <header className="border-b border-dashed border-neutral-200 pb-5 text-center">
        <h1 className="text-2xl font-bold text-neutral-900">{doc.title}</h1>
        <p className="mt-2.5 flex flex-wrap justify-center gap-x-6 gap-y-1 text-[13px] text-neutral-400">
          <span>更新日期：{doc.updated}</span>
          <span>生效日期：{doc.effective}</span>
        </p>
      </header>
      <div className="mt-5 space-y-3 rounded-md border border-brand-100 bg-brand-50/60 px-3 py-3 text-[14px] leading-7 sm:px-5 sm:py-4">
        {doc.preface.map((p) => (
          <p key={p} className="indent-8">
            <Emph text={p} />
          </p>
        ))}
      </div>
      <div className="mt-7 space-y-8">
        {doc.chapters.map((chapter, i) => (
          <Chapter key={chapter.title} chapter={chapter} index={i} />
        ))}
      </div>
      <footer className="mt-10 border-t border-neutral-100 pt-4 text-right text-[13px] text-neutral-400">
        球live 运营团队 · {doc.updated}
      </footer>
    </article>
  );
}

/** The chapter list beside a long document; plain hash links so the browser scrolls natively. */
export function DocToc({ doc }: { doc: LegalDocument }) {
  return (
    <ol className="space-y-0.5 text-[13px]">
      {doc.chapters.map((chapter, i) => (
        <li key={chapter.title}>
          <a
            href={`#${chapterAnchor(i)}`}
            className="flex gap-2 rounded px-2 py-1.5 text-neutral-600 transition hover:bg-brand-50 hover:text-brand-600"
          >
            <span className="w-6 shrink-0 text-neutral-400">{chineseNumeral(i + 1)}、</span>
            <span className="truncate">{chapter.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}
