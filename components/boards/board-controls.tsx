"use client";

// Every board's controls: shot setting, search, weights, size range, the kind's levels (overall
// board) and, when the board has more than one, the tier of entries. Every change goes to the URL
// through setView.
import type { BoardView } from "@/lib/boards/board-view";
import { DEFAULT_BOARD_VIEW, boardViewToSearch } from "@/lib/boards/board-view";
import type { BoardLevelOption } from "@/lib/boards/shown-board";
import type { Shots } from "@/lib/benchmarks/kind";

const FIELD = "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

function parseBillions(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === "" || !Number.isFinite(value) || value < 0 ? undefined : value;
}

/** One bound of the size range, in billions of parameters; blank or not a size leaves it unset. */
function BillionsField({
  bound,
  label,
  value,
  onChange,
}: {
  bound: "min" | "max";
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <label className="flex items-center gap-1">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        placeholder={bound}
        defaultValue={value ?? ""}
        onChange={(event) => onChange(parseBillions(event.target.value))}
        className={`${FIELD} w-20`}
      />
    </label>
  );
}

export function ShotsToggle({ view, setView }: { view: BoardView; setView: (next: BoardView) => void }) {
  return (
    <div
      role="group"
      aria-label="Evaluation setting"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm"
    >
      {([0, 1] as Shots[]).map((shots) => (
        <button
          key={shots}
          type="button"
          aria-pressed={view.shots === shots}
          onClick={() => setView({ ...view, shots })}
          className={
            view.shots === shots
              ? "rounded bg-brand-600 px-3 py-1 font-medium text-white"
              : "rounded px-3 py-1 text-slate-700 hover:bg-slate-100"
          }
        >
          {shots}-shot
        </button>
      ))}
    </div>
  );
}

export function BoardControls({
  view,
  setView,
  inputsKey,
  showKind,
  levels,
}: {
  view: BoardView;
  setView: (next: BoardView, options?: { resetFields?: boolean }) => void;
  /** Remounts the text fields when the view changes from outside them (page load, back button). */
  inputsKey: string;
  showKind: boolean;
  /** The overall board of a kind with levels: rank by one of them. */
  levels: { label: string; all: string; options: BoardLevelOption[] } | null;
}) {
  const isDefault = boardViewToSearch({ ...view, shots: 0 }) === "";
  return (
    <div key={inputsKey} className="flex flex-wrap items-end gap-3 text-sm" data-testid="board-controls">
      <label className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-medium text-slate-600">Search models</span>
        <input
          type="search"
          defaultValue={view.q ?? ""}
          placeholder="Name or organization"
          onChange={(event) => setView({ ...view, q: event.target.value.trim() || undefined })}
          className={`${FIELD} w-48`}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-xs font-medium text-slate-600">Weights</span>
        <select
          value={view.weights}
          onChange={(event) => setView({ ...view, weights: event.target.value as BoardView["weights"] })}
          className={FIELD}
        >
          <option value="all">All</option>
          <option value="open">Open weights</option>
          <option value="closed">Closed weights</option>
        </select>
      </label>
      <fieldset className="flex items-end gap-2">
        <legend className="mb-1 text-xs font-medium text-slate-600">Size (billions of parameters)</legend>
        <BillionsField
          bound="min"
          label="Minimum size in billions"
          value={view.min}
          onChange={(min) => setView({ ...view, min })}
        />
        <span aria-hidden className="pb-1 text-slate-500">
          to
        </span>
        <BillionsField
          bound="max"
          label="Maximum size in billions"
          value={view.max}
          onChange={(max) => setView({ ...view, max })}
        />
      </fieldset>
      {levels && levels.options.length > 0 ? (
        <label className="flex flex-col gap-1">
          <span className="text-xs font-medium text-slate-600">{levels.label}</span>
          <select
            value={view.level}
            onChange={(event) => setView({ ...view, level: event.target.value, sort: "rank", dir: undefined })}
            className={FIELD}
          >
            <option value="all">{levels.all}</option>
            {levels.options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label} items
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {showKind ? (
        <label className="flex flex-col gap-1">
          <span className="text-xs font-medium text-slate-600">Entries</span>
          <select
            value={view.kind}
            onChange={(event) => setView({ ...view, kind: event.target.value as BoardView["kind"] })}
            className={FIELD}
          >
            <option value="all">All</option>
            <option value="evaluated">Evaluated by the portal</option>
            <option value="rescored">Rescored uploads</option>
            {view.kind === "verified" ? <option value="verified">Evaluated or rescored</option> : null}
            <option value="reported">Reported</option>
          </select>
        </label>
      ) : null}
      {isDefault ? null : (
        <button
          type="button"
          onClick={() => setView({ ...DEFAULT_BOARD_VIEW, shots: view.shots }, { resetFields: true })}
          className="rounded-md border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-100"
        >
          Reset filters
        </button>
      )}
    </div>
  );
}
