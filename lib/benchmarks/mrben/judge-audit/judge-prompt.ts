// The judge prompt of MR-Ben's official script (script/utils.py generate_scoring_prompt, MIT,
// dvlab-research/Mr-Ben), reproduced word for word: the server's audit must ask the judge exactly
// what the submitter's judge was asked. Values print as the script's f-strings print them.
import { pyFormat } from "@/lib/benchmarks/mrben/python/python-repr";

export interface JudgedSolution {
  /** The subject file's key: `coding` has its own prompt. */
  subject: string;
  /** The dataset record's own `Subject`, e.g. "college_biology". */
  datasetSubject: string;
  question: string;
  steps: unknown;
  firstErrorStep: unknown;
  errorReason: unknown;
  rectifiedFirstErrorStep: unknown;
}

/** What the evaluated model answered (Evaluation_Result), as uploaded. */
export interface StudentAnswer {
  firstErrorStep: string;
  errorReason: string;
}

export function judgePrompt({ solution, answer }: { solution: JudgedSolution; answer: StudentAnswer }): string {
  const s = solution;
  const details = [
    `- Question: ${pyFormat(s.question)}`,
    `- Incorrect Solution Provided: ${pyFormat(s.steps)}`,
    `- First Incorrect Step in the Solution: ${pyFormat(s.firstErrorStep)}`,
    `- Ground Truth Error Reasons: ${pyFormat(s.errorReason)}`,
    `- Ground Truth Rectified Steps: ${pyFormat(s.rectifiedFirstErrorStep)}`,
  ];
  if (s.subject !== "coding") {
    return `As an experienced ${pyFormat(s.datasetSubject)} teacher, your assistance is required to evaluate a student's explanation regarding the error in a problem solution. The task involves a detailed understanding of the problem, the incorrect solution provided, and the ground truth behind the error. Your analysis should focus on whether the student's explanation aligns with the actual error in the solution.

Please find the details below:

${details.join("\n")}
- Student's Explanation of the Error: ${pyFormat(answer.errorReason)}

Based on this information, please provide the following:

1. Step-by-Step Reasoning: [Offer a succinct, step-by-step interpretation of the ground truth error reason.]
2. Student Error Reason Analysis: [Analyze the student's explanation step by step, determining its accuracy in reflecting the actual error briefly.]
3. Final Decision: [State only 'Correct' or 'Wrong' to conclude whether the student's explanation correctly identifies the error based on your analysis.]

Please follow this format without any additional introductory or concluding statements.`;
  }
  return `As an experienced programmer, your assistance is required to evaluate a student's explanation regarding the error in a coding problem solution. The task involves a detailed understanding of the problem, the incorrect solution provided, and the ground truth error reason. Your analysis should focus on whether the student's explanation aligns with the actual error in the solution.

Please find the details below:

${details.join("\n")}
- Student's Reported First Error Step: ${pyFormat(answer.firstErrorStep)}
- Student's Explanation of the Error: ${pyFormat(answer.errorReason)}

Based on this information, please provide the following:

1. Step-by-Step Reasoning: [Offer a succinct, step-by-step interpretation of the ground truth error reason and error step.]
2. Student Error Reason Analysis: [Analyze the first error step reported by student and its explanation step by step, determining its accuracy in reflecting/aligning with the ground truth error briefly.]
3. Final Decision: [State only 'Correct' or 'Wrong' to conclude whether the student's explanation correctly identifies the error location and reason based on your analysis.]

Please follow this format without any additional introductory or concluding statements.`;
}
