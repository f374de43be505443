// Structured extraction's part of the How to submit page: the predictions files, a sample to download,
// and the command that scores one against a benchmark folder.
import { CommandBlock } from "@/components/ui/command-block";
import { SAMPLE_PREDICTIONS_FILE_NAME } from "../sample-predictions";
import { PredictionsFormats } from "./predictions-formats";

export function ExtractionSubmitGuide({ sampleHref }: { sampleHref: string | null }) {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Run your model on the benchmark&apos;s texts (its board names the source) and upload what it wrote, one file per
        shot setting.
      </p>
      <PredictionsFormats />
      {sampleHref && (
        <p>
          <a
            className="text-brand-700 font-medium underline"
            href={sampleHref}
            download
            data-testid="extraction-sample-download"
          >
            Download a sample predictions file
          </a>{" "}
          (<code>{SAMPLE_PREDICTIONS_FILE_NAME}</code>): two made-up reactions as JSON Lines, each prediction the
          model&apos;s text with its record as JSON. Its ids are examples: yours are the benchmark&apos;s reference ids.
        </p>
      )}
      <h3 className="pt-2 font-semibold text-slate-900">Score a file yourself first</h3>
      <CommandBlock label="Scoring a predictions file">
        {`npm run --silent score -- my-model_1shot_predictions.jsonl --kind extraction --truth path/to/benchmark-folder`}
      </CommandBlock>
    </div>
  );
}
