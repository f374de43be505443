// Which of the three tasks an answer earned, as text (✓/✗ with words for screen readers).
export function EarnedMarks({
  verdict,
  step,
  reason,
  incorrect,
}: {
  verdict: boolean;
  step: boolean;
  reason: boolean;
  /** Step and reason apply only to incorrect solutions. */
  incorrect: boolean;
}) {
  const mark = (label: string, earned: boolean) => (
    <span className={earned ? "text-emerald-700" : "text-red-700"}>
      <span aria-hidden="true">{earned ? "✓" : "✗"}</span>
      <span className="sr-only">{earned ? "earned" : "not earned"}</span> {label}
    </span>
  );
  return (
    <span className="inline-flex flex-wrap gap-x-2 whitespace-nowrap text-xs">
      {mark("verdict", verdict)}
      {incorrect && mark("step", step)}
      {incorrect && mark("reason", reason)}
    </span>
  );
}
