// The k-shot demonstrations file of MR-Ben (k_shot_demo.json), read and checked: for each dataset
// Subject label, the worked examples the official evaluation writes into a prompt before the question.
import { err, ok, type Result } from "@/lib/result";

/** One demonstration as the file has it; the prompt formats its fields as Python f-strings do. */
export type KShotDemo = Readonly<Record<string, unknown>>;

/** Demonstrations by the dataset's Subject label ("college_math", "coding", ...), in file order. */
export type KShotDemos = ReadonlyMap<string, readonly KShotDemo[]>;

/** The demonstrations, or every problem found in the file. */
type ParseKShotDemosResult = Result<KShotDemos, { code: "invalid-demos"; problems: string[] }>;

/** The Subject label of the coding demonstrations, which use the code template's fields. */
export const CODING_SUBJECT = "coding";

/** The fields each demonstration must have for the official script not to fail with a KeyError. */
function demoFields(subject: string): readonly string[] {
  return subject === CODING_SUBJECT
    ? ["Question", "Solution", "cot_analysis"]
    : ["Question", "Options", "Model_Solution_Steps", "cot_analysis"];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads the parsed JSON of k_shot_demo.json: an object of Subject label to a list of demonstrations. */
export function parseKShotDemos({ data, fileName }: { data: unknown; fileName: string }): ParseKShotDemosResult {
  if (!isObject(data))
    return err({
      code: "invalid-demos",
      problems: [`${fileName}: expected an object mapping subjects to demonstrations`],
    });
  const problems: string[] = [];
  const demos = new Map<string, KShotDemo[]>();
  for (const [subject, list] of Object.entries(data)) {
    if (!Array.isArray(list)) {
      problems.push(`${fileName}, subject ${JSON.stringify(subject)}: expected a list of demonstrations`);
      continue;
    }
    list.forEach((demo: unknown, index) => {
      const where = `${fileName}, subject ${JSON.stringify(subject)} demonstration ${index}`;
      if (!isObject(demo)) problems.push(`${where}: expected an object`);
      else
        for (const field of demoFields(subject))
          if (!Object.hasOwn(demo, field)) problems.push(`${where}: the field ${field} is missing`);
    });
    demos.set(subject, list as KShotDemo[]);
  }
  return problems.length > 0 ? err({ code: "invalid-demos", problems }) : ok(demos);
}
