// One figure of a player's season card: the number big, its name under it.
export function StatFigure({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="rounded-md bg-neutral-50 px-2 py-2 text-center">
      <div data-testid={testId} className="font-mono text-lg font-bold text-neutral-900">
        {value}
      </div>
      <div className="text-xs text-neutral-500">{label}</div>
    </div>
  );
}
