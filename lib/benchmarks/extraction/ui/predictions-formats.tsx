// What a predictions file may hold, shown once above both drop zones of an extraction submission.
/** What a predictions file may hold, shown once above both zones. */
export function PredictionsFormats() {
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p>
        One file per shot setting, plain or gzip-compressed; the zone you drop it in decides the setting. The portal
        scores every prediction against the benchmark&apos;s own references, field by field. Accepted layouts:
      </p>
      <ul className="list-disc space-y-0.5 pl-5 text-xs">
        <li>
          JSON Lines, one <code>{'{"id": "<reference id>", "prediction": "<the model\'s text>"}'}</code> per line;
        </li>
        <li>a JSON array of those objects;</li>
        <li>
          <code>{'{"predictions": ["...", "..."]}'}</code>, the texts in the benchmark&apos;s reference order (matched
          by position);
        </li>
        <li>
          the book&apos;s whole results file <code>{'{"0-shot": {...}, "1-shot": {...}}'}</code>: the same file may go
          in both zones, each takes its own setting (its <code>references</code> are never scored against, only compared
          with the benchmark&apos;s).
        </li>
      </ul>
      <p className="text-xs">
        The scorer reads the JSON between the first <code>{"{"}</code> and the last <code>{"}"}</code> of each
        prediction; a prediction without one counts as unparseable and scores 0.
      </p>
    </div>
  );
}
