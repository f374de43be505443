"use client";

// Which figure the field heatmap shows: every figure's table is rendered on the server and this
// shows one; without JavaScript the first (F1) stays shown.
import { useState, type ReactNode } from "react";

export function HeatmapFigureToggle({ panels }: { panels: { key: string; label: string; content: ReactNode }[] }) {
  const [shown, setShown] = useState(panels[0]?.key);
  return (
    <>
      <div
        role="group"
        aria-label="Figure shown per field"
        className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm"
        data-testid="heatmap-figures"
      >
        {panels.map((panel) => (
          <button
            key={panel.key}
            type="button"
            aria-pressed={shown === panel.key}
            onClick={() => setShown(panel.key)}
            className={
              shown === panel.key
                ? "rounded bg-brand-600 px-3 py-1 font-medium text-white"
                : "rounded px-3 py-1 text-slate-700 hover:bg-slate-100"
            }
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel) => (
        <div key={panel.key} hidden={shown !== panel.key} data-figure={panel.key}>
          {panel.content}
        </div>
      ))}
    </>
  );
}
