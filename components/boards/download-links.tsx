// A board's downloads: the export routes of the board as shown (its shot setting, subject, level
// and day), as CSV and JSON.
export function DownloadLinks({ csv, json, what }: { csv: string; json: string; what: string }) {
  const link =
    "rounded-md border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 hover:text-brand-700";
  return (
    <p className="flex flex-wrap items-center gap-2" data-testid="board-downloads">
      <span className="sr-only">Download {what}:</span>
      <a className={link} href={csv} download data-testid="download-csv">
        Download CSV
      </a>
      <a className={link} href={json} download data-testid="download-json">
        Download JSON
      </a>
    </p>
  );
}
