// What a price chart's axis and line mean, under the chart: the blend, the frontier and how many of the
// priced entries are on it.
export function PriceFrontierNote({ points }: { points: ReadonlyArray<{ frontier: boolean }> }) {
  return (
    <p className="text-xs text-slate-500">
      Price: US dollars per million tokens, three input tokens to one output token. The blue line joins the Pareto
      frontier: entries no cheaper-or-equal entry outscores ({points.filter((point) => point.frontier).length} of{" "}
      {points.length}). Entries without a price are left out.
    </p>
  );
}
