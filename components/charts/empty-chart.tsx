// A chart with nothing to draw: one line in its place (its title and why), not an empty box.
export function EmptyChart({
  title,
  why = "no entries to chart yet.",
  testId,
  className = "",
}: {
  title: string;
  why?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <p className={`text-sm text-slate-600 ${className}`.trimEnd()} data-testid={testId} data-empty-chart="true">
      {title}: {why}
    </p>
  );
}
