// Moderators' flags on a board entry: a mark after the model, what each says in its title and for
// screen readers.
export function FlagMark({ flags }: { flags: { label: string; note: string }[] }) {
  if (flags.length === 0) return null;
  const text = flags.map((flag) => `${flag.label}: ${flag.note}`).join(" · ");
  return (
    <span
      data-testid="flag-mark"
      title={text}
      className="ml-1 rounded bg-rose-100 px-1 text-[0.7rem] font-normal uppercase text-rose-900"
    >
      flagged<span className="sr-only">{`: ${text}`}</span>
    </span>
  );
}
