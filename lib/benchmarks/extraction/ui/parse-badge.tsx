// How a prediction parsed, in words, marked when it earned nothing for that reason.
import { PARSE_LABELS, type TParseOutcome } from "../records";

export function ParseBadge({ parse }: { parse: string }) {
  const label = PARSE_LABELS[parse as TParseOutcome] ?? parse;
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${
        parse === "ok" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {label}
    </span>
  );
}
