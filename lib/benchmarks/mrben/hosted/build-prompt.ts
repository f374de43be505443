// The prompt (`Query_Prompt`) the official MR-Ben evaluation sends the evaluated model for one
// solution, character for character: two templates (code, everything else), 0 or k demonstrations.
import type { DatasetItem } from "@/lib/benchmarks/mrben/dataset/dataset-file";
import { pyFormat } from "@/lib/benchmarks/mrben/python/python-repr";
import { err, ok, type Result } from "@/lib/result";
import { CODING_SUBJECT, type KShotDemo, type KShotDemos } from "./k-shot-demos";

/** The fields of a solution the prompt shows; a DatasetItem or a stored benchmark item has them. */
export type PromptSolution = Pick<DatasetItem, "originalSubject" | "question" | "options" | "steps">;

/** The prompt, or why the official script could not build it either. */
type BuildPromptResult = Result<string, { code: "invalid-shots" | "no-demos" | "no-options"; message: string }>;

// The templates' fixed text, a line per string so that every trailing space shows. Slots are
// filled with Python f-string semantics (pyFormat): strings as they are, lists as their repr.
const STEPS_INSTRUCTIONS = [
  "If the solution is incorrect, please further find out the first error step and explain the error reason. ",
  "",
  "Following are the specific definitions of the fields:",
  "Solution Correctness: Does the solution correctly answer the question with justifiable reasoning and selected the corrected options?  ",
  "First Error Step: For every step it can either be correct, neutral or incorrect. Correct steps are those that possess sound logic and correct computation and lead to the correct answer.",
  "Neutral steps are those step that are explanatory, exploring or focusing on background illustration. They have no obvious mistakes but is not very clear if they lead to the correct answer.",
  "Incorrect steps are those with factual errors, computation errors or understanding/logic errors. These steps might or might not detour the reasoning path to incorrect answers. ",
  "We need to single out the first step that comes with above errors or lead to incorrect answers. ",
  "Error Reason: For the identified first error step, please specify the errors made in this step and suggest a rectified reasoning step instead.",
].join("\n");

const STEPS_RESPONSE_FORMAT = [
  "Please follow the desired response format:",
  "Solution Analysis: [Give a step by step analysis on the solution correctness here]",
  "Solution Correctness: [Input 'correct'/'incorrect' here to indicate the overall correctness of the solution]",
  "First Error Step: [Input 'Step x' here to indicate the first error step here. Input 'N/A' if the solution is correct.]",
  "Error Reason: [Input the error reason and the rectified reasoning of the first error step here. Input 'N/A' if the solution is correct.] ",
  "",
  "Please follow this format without any additional introductory or concluding statements.",
  "",
].join("\n");

const CODE_INTRO = [
  "Following is a coding question and its solution. Your task is to examine the solutions step by step and determine the solution correctness.",
  "If the solution is incorrect, please further find out the first error line and explain the error reason. ",
  "",
  "Following are the specific definitions of the fields:",
  "Solution Correctness: Determines if the code correctly solves the problem. The code must be executable, logically sound, and correctly answer the question.  ",
  "First Error Step: Examine each line to categorize as correct, neutral, or incorrect. Correct lines execute well and contribute to solving the problem. Neutral lines are auxiliary and not critical to the main logic. Incorrect lines contain logical, implementation errors, or show a misunderstanding of the problem. Both explanatory comments and code lines could be considered as correct, neutral or incorrect. If you believe the error is caused by missing logic, report the first reasonable place you think the missing code should be inserted.",
  "Error Reason: For the first incorrect line/location identified, explain the specific mistakes and provide a corrected version of the line. The revised line could be either a explanatory comment or a code line.",
].join("\n");

const CODE_RESPONSE_FORMAT = [
  "Please follow the desired response format:",
  "Solution Analysis: [Give a step by step analysis on the solution correctness here]",
  "Solution Correctness: [Input 'correct'/'incorrect' here to indicate the overall correctness of the solution]",
  "First Error Step: [Input the first incorrect line of code here. Input 'N/A' if the solution is correct.]",
  "Error Reason: [Input the error reason and the rectified reasoning of the first error line here. Input 'N/A' if the solution is correct.] ",
  "",
  "Please follow this format without any additional introductory or concluding statements.",
  "",
].join("\n");

const SOLVE = "Below is the question and solution for you to solve:";

/** The demonstrations block of the code template; empty at 0 shots. */
function codeDemos(shots: number, demos: readonly KShotDemo[]): string {
  if (shots === 0) return "";
  let text = `Followings are the ${shots}-shot examples for your reference:\n\n`;
  for (const demo of demos.slice(0, shots))
    text += `Question: \n${pyFormat(demo.Question)}\n\nCode solution: \n${pyFormat(demo.Solution)}\n\n${pyFormat(demo.cot_analysis)}\n`;
  return text;
}

/** The demonstrations block of the step template; empty at 0 shots (note its leading newline). */
function stepDemos(shots: number, demos: readonly KShotDemo[]): string {
  if (shots === 0) return "";
  let text = `\nFollowings are the ${shots}-shot examples for your reference:\n\n`;
  for (const demo of demos.slice(0, shots))
    text +=
      `Question: ${pyFormat(demo.Question)}\nOptions: ${pyFormat(demo.Options)}\n` +
      `Step by Step Solution: ${pyFormat(demo.Model_Solution_Steps)}\n${pyFormat(demo.cot_analysis)}\n\n`;
  return text;
}

/**
 * The official prompt for one solution with `shots` demonstrations (the first `shots` of the
 * solution's Subject label in k_shot_demo.json; fewer when the file has fewer, as the script slices).
 * The template is chosen by the record's own Subject label, as the script does.
 */
export function buildQueryPrompt({
  solution,
  shots,
  demos,
}: {
  solution: PromptSolution;
  shots: number;
  /** Needed only when shots > 0. */
  demos: KShotDemos | null;
}): BuildPromptResult {
  if (!Number.isSafeInteger(shots) || shots < 0)
    return err({ code: "invalid-shots", message: `shots must be a whole number from 0, got ${shots}` });
  const subject = solution.originalSubject;
  let subjectDemos: readonly KShotDemo[] = [];
  if (shots > 0) {
    const found = demos?.get(subject);
    if (!found)
      return err({
        code: "no-demos",
        message: demos
          ? `the k-shot demonstrations have none for the subject ${JSON.stringify(subject)}`
          : `${shots}-shot prompts need the k-shot demonstrations file`,
      });
    subjectDemos = found;
  }
  if (subject === CODING_SUBJECT)
    return ok(
      `${CODE_INTRO}\n\n${codeDemos(shots, subjectDemos)}\n${SOLVE}\n` +
        `Question: \n${pyFormat(solution.question)}\n\nCode solution: \n${pyFormat(solution.steps)}\n\n\n` +
        CODE_RESPONSE_FORMAT,
    );
  // The script reads sol['Options'] for these subjects: a record without it stops the run.
  if (solution.options === null || solution.options === undefined)
    return err({ code: "no-options", message: `a ${JSON.stringify(subject)} solution has no Options to show` });
  return ok(
    `Following is a question/solution pair in subject ${pyFormat(subject)}. Your task is to examine the solutions step by step and determine the solution correctness.\n` +
      `${STEPS_INSTRUCTIONS}\n\n${stepDemos(shots, subjectDemos)}\n${SOLVE}\n` +
      `Question: ${pyFormat(solution.question)}\nOptions: ${pyFormat(solution.options)}\n` +
      `Step by Step Solution: ${pyFormat(solution.steps)}\n\n\n${STEPS_RESPONSE_FORMAT}`,
  );
}
