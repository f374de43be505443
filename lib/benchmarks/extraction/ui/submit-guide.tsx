// Structured extraction's part of the How to submit page: the predictions files and the command that
// scores one against a benchmark folder.
import { CommandBlock } from "@/components/ui/command-block";
import { PredictionsFormats } from "./predictions-formats";

export function ExtractionSubmitGuide() {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Run your model on the benchmark&apos;s texts (its board names the source) and upload what it wrote, one file per
        shot setting.
      </p>
      <PredictionsFormats />
      <h3 className="pt-2 font-semibold text-slate-900">Score a file yourself first</h3>
      <CommandBlock label="Scoring a predictions file">
        {`npm run --silent score -- my-model_1shot_predictions.jsonl --kind extraction --truth path/to/benchmark-folder`}
      </CommandBlock>
    </div>
  );
}
