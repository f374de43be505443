// What the submission form asks about the model and its evaluation (the old GitHub issue template's
// questions and what a board needs), as the API's fields.
import { FieldTable } from "@/components/ui/field-table";

const FIELDS: { field: string; label: string; required: boolean; what: string }[] = [
  { field: "modelName", label: "Model name", required: true, what: "As the board shows it (120 characters at most)." },
  { field: "organization", label: "Organization", required: true, what: "Who made or trained the model." },
  { field: "modelLink", label: "Link", required: true, what: "An http(s) link to the model card, paper or API page." },
  { field: "description", label: "Description", required: true, what: "The model and how it was evaluated." },
  { field: "parameterCount", label: "Parameters", required: false, what: 'Its size: "8B", "350M" or a count.' },
  { field: "openWeights", label: "Weights", required: true, what: "Open weights, or closed (API only)." },
  {
    field: "priceInputUsdPerMTok, priceOutputUsdPerMTok",
    label: "Price",
    required: false,
    what: "US dollars per million input and output tokens: both or neither.",
  },
  { field: "temperature", label: "Temperature", required: true, what: "0 to 2; greedy decoding (0) is recommended." },
  {
    field: "judgeModel",
    label: "Judge model",
    required: true,
    what: "MR-Ben: the model that judged the explanations (the paper's is gpt-4-turbo-2024-04-09).",
  },
  { field: "notes", label: "Notes", required: false, what: "Anything else about the setup." },
  {
    field: "claimedScores",
    label: "Claimed MR-Scores",
    required: false,
    what: "MR-Ben: what the official script printed, to compare with the portal's rescoring.",
  },
];

export function MetadataTable() {
  return (
    <FieldTable
      label="Submission fields"
      caption="What a submission states, with the API's field names"
      testId="metadata-fields"
      columns={["On the form", "API field", "What it holds"]}
      rows={FIELDS.map((field) => ({
        key: field.field,
        name: `${field.label}${field.required ? " (required)" : ""}`,
        cells: [field.field, field.what],
      }))}
      cellClassNames={["font-mono text-xs", "text-slate-700"]}
    />
  );
}
