// A query string the API cannot answer: one 400 problem naming each parameter that is wrong.
import { problemResponse, type Problem, type ProblemFieldError } from "./problem";

export function invalidQuery(errors: ProblemFieldError[]): Problem {
  return {
    status: 400,
    type: "invalid-query",
    title: "Invalid query",
    detail: errors.map((error) => error.detail).join("; "),
    errors,
  };
}

export const invalidQueryResponse = (errors: ProblemFieldError[]): Response => problemResponse(invalidQuery(errors));

/** One parameter that must be one of a few values. */
export const invalidChoice = (pointer: string, allowed: string): Response =>
  invalidQueryResponse([{ pointer, detail: `${pointer} must be ${allowed}` }]);
