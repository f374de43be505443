// How a chart presents itself to assistive technology. Recharts' accessibility layer (on by default)
// makes each chart's <svg> a focusable "application" whose arrow keys step a tooltip through the
// data; every chart here stands beside a table of the same numbers, so a chart is instead one
// image, out of the tab order, named by a summary of what it shows.
export function chartImage(label: string) {
  return { accessibilityLayer: false, role: "img", "aria-label": label } as const;
}

/** "A 45.1, B 33.0, C 12.5": labelled numbers for a chart's summary, one decimal. */
export function listValues(items: ReadonlyArray<{ label: string; value: number | null }>): string {
  return items.map((item) => `${item.label} ${item.value === null ? "none" : item.value.toFixed(1)}`).join(", ");
}
