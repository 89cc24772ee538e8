// The last five results as coloured chips, oldest first: 胜 red, 平 grey, 负 green (as Chinese sites colour them).
const chip = {
  W: ['胜', 'bg-red-500'],
  D: ['平', 'bg-neutral-400'],
  L: ['负', 'bg-green-600'],
} as const;

export function FormChips({ form }: { form: string }) {
  return (
    <span className="inline-flex gap-0.5" title={`近${form.length}场`}>
      {[...form].map((r, i) => {
        const [label, colour] = chip[r as keyof typeof chip] ?? ['', 'bg-neutral-300'];
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the data
            key={i}
            className={`inline-flex h-4 w-4 items-center justify-center rounded-sm text-[10px] leading-none text-white ${colour}`}
          >
            {label}
          </span>
        );
      })}
    </span>
  );
}

/** 连胜3 / 连败2 / 连平1. */
export const streakLabel = (streak: string) => {
  if (!streak) return '-';
  const word = { W: '连胜', L: '连败', D: '连平' }[streak[0] as 'W' | 'L' | 'D'];
  return `${word}${streak.slice(1)}`;
};
