// Series colours for the charts: distinguishable for the common colour-vision deficiencies
// (Okabe–Ito), and each series also differs by dash or name in the legend.
const SERIES_COLORS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7"] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length]!;
}
