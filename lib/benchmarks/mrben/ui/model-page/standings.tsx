// The model's place on the board in each setting: rank, the band its interval allows, the mean.
import { formatInterval, formatRank } from "@/lib/benchmarks/mrben/board/format";
import type { ModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";

export function Standings({ overall }: { overall: ModelPage["overall"] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="standings">
      {SHOT_SETTINGS.map((shots) => {
        const standing = overall[`${shots}`];
        return (
          <li key={shots} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm font-medium text-slate-500">{shots}-shot</p>
            {standing ? (
              <>
                {/* A figure, not a paragraph: a large bold <p> is what a heading styled by hand looks like. */}
                <div className="text-2xl font-semibold text-brand-900">
                  {formatRank(standing.rank, standing.rankBand)}
                  {standing.rank !== null && (
                    <span className="text-sm font-normal text-slate-500"> of {standing.rankedCount}</span>
                  )}
                </div>
                <p className="text-sm text-slate-700">Mean MR-Score {formatInterval(standing.score)}</p>
                {standing.unrankedReason && <p className="text-sm text-amber-800">{standing.unrankedReason}</p>}
              </>
            ) : (
              <p className="text-slate-500">No {shots}-shot results.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
