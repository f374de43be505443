// MR-Ben's part of the hosted evaluation page: what the portal asks the model and what it does with the answers.
export function MrbenHostedHelp() {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        The portal asks your model&apos;s OpenAI-compatible endpoint every MR-Ben question and solution with the
        official evaluation&apos;s prompt (byte for byte, with the official k-shot demonstration at 1 shot), reads each
        answer with the official parser, and writes the official first-stage results file. The judge stage then marks
        the error reasons and the file is scored as an upload would be, so the entry is evaluated by the portal rather
        than rescored from a file you made.
      </p>
      <p>
        The official settings are temperature 0.0 and top_p 0.9. A spending cap stops the run before it asks more
        requests or tokens than you allow; a trial over a few subjects or items shows what a full run will cost.
      </p>
    </div>
  );
}
