// A small predictions file for the How to submit page: JSON Lines, one made-up reaction per line, each
// prediction the model's text with the record as JSON in it, as the scorer reads it (the JSON between
// the first "{" and the last "}"). Its ids are examples: a real file uses the benchmark's reference ids.

export const SAMPLE_PREDICTIONS_FILE_NAME = "Sample-Model_1shot_predictions.jsonl";

const SAMPLE_RECORDS = [
  {
    id: "example-1",
    record: {
      inputs: [
        {
          components: [
            { identifiers: [{ type: "NAME", value: "benzoic acid" }], reaction_role: "REACTANT" },
            { identifiers: [{ type: "NAME", value: "methanol" }], reaction_role: "SOLVENT" },
          ],
        },
      ],
      outcomes: [{ products: [{ identifiers: [{ type: "NAME", value: "methyl benzoate" }] }] }],
    },
  },
  {
    id: "example-2",
    record: {
      inputs: [{ components: [{ identifiers: [{ type: "SMILES", value: "CCO" }], reaction_role: "REACTANT" }] }],
      conditions: { temperature: { setpoint: { value: 78, units: "CELSIUS" } } },
    },
  },
];

export function samplePredictionsText(): string {
  return SAMPLE_RECORDS.map(({ id, record }) =>
    JSON.stringify({ id, prediction: `Here is the record:\n\`\`\`json\n${JSON.stringify(record, null, 2)}\n\`\`\`` }),
  )
    .map((line) => `${line}\n`)
    .join("");
}

/** The records the sample's predictions hold, by id (for a test to score it against). */
export const SAMPLE_PREDICTED_RECORDS: ReadonlyMap<string, unknown> = new Map(
  SAMPLE_RECORDS.map(({ id, record }) => [id, record]),
);
