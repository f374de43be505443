"""Independent reference for the judge prompt test: the official script's judge prompt
(MR-Ben script/utils.py generate_scoring_prompt, MIT) built with Python's own f-string formatting
for records read from stdin as JSON lines {"subject", "data"}; prints one JSON list of prompts."""
import json
import sys


def prompt(data, subject):
    if subject != "coding":
        return f"""As an experienced {data['Subject']} teacher, your assistance is required to evaluate a student's explanation regarding the error in a problem solution. The task involves a detailed understanding of the problem, the incorrect solution provided, and the ground truth behind the error. Your analysis should focus on whether the student's explanation aligns with the actual error in the solution.

Please find the details below:

- Question: {data['Question']}
- Incorrect Solution Provided: {data['Model_Solution_Steps']}
- First Incorrect Step in the Solution: {data['Model_Solution_First_Error_Step']}
- Ground Truth Error Reasons: {data['Model_Solution_Error_Reason']}
- Ground Truth Rectified Steps: {data['Model_Solution_Rectified_First_Error_Step']}
- Student's Explanation of the Error: {data['Evaluation_Result']['error_reason']}

Based on this information, please provide the following:

1. Step-by-Step Reasoning: [Offer a succinct, step-by-step interpretation of the ground truth error reason.]
2. Student Error Reason Analysis: [Analyze the student's explanation step by step, determining its accuracy in reflecting the actual error briefly.]
3. Final Decision: [State only 'Correct' or 'Wrong' to conclude whether the student's explanation correctly identifies the error based on your analysis.]

Please follow this format without any additional introductory or concluding statements."""
    return f"""As an experienced programmer, your assistance is required to evaluate a student's explanation regarding the error in a coding problem solution. The task involves a detailed understanding of the problem, the incorrect solution provided, and the ground truth error reason. Your analysis should focus on whether the student's explanation aligns with the actual error in the solution.

Please find the details below:

- Question: {data['Question']}
- Incorrect Solution Provided: {data['Model_Solution_Steps']}
- First Incorrect Step in the Solution: {data['Model_Solution_First_Error_Step']}
- Ground Truth Error Reasons: {data['Model_Solution_Error_Reason']}
- Ground Truth Rectified Steps: {data['Model_Solution_Rectified_First_Error_Step']}
- Student's Reported First Error Step: {data['Evaluation_Result']['first_error_step']}
- Student's Explanation of the Error: {data['Evaluation_Result']['error_reason']}

Based on this information, please provide the following:

1. Step-by-Step Reasoning: [Offer a succinct, step-by-step interpretation of the ground truth error reason and error step.]
2. Student Error Reason Analysis: [Analyze the first error step reported by student and its explanation step by step, determining its accuracy in reflecting/aligning with the ground truth error briefly.]
3. Final Decision: [State only 'Correct' or 'Wrong' to conclude whether the student's explanation correctly identifies the error location and reason based on your analysis.]

Please follow this format without any additional introductory or concluding statements."""


records = [json.loads(line) for line in sys.stdin if line.strip()]
json.dump([prompt(record["data"], record["subject"]) for record in records], sys.stdout)
