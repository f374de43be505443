// The API's route handlers are declared with apiRoute: it reads the dynamic segments (zod), asks
// the route's gate who may call (one of lib/auth/gates' requireApi*, passed in so that lib/http
// does not depend on lib/auth) and answers its failure, reads and parses a JSON body after the gate, and answers a lost
// database with a 503 problem to retry. Anything else unexpected is logged with the route and thrown
// on to Next.js, which answers 500 (a bug, not a state the client can act on). Handlers keep the
// domain's own results-to-problems mapping (they know their words).
import "server-only";
import type { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/database-errors/database-unavailable";
import { databaseUnavailableProblem } from "@/lib/http/database-unavailable-problem";
import { notFound } from "@/lib/http/problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { apiGateProblem } from "@/lib/http/auth-problems";
import type { Result } from "@/lib/result";
import type { ApiGateFailure } from "@/lib/validations/api-gate-failure";

export interface RouteSpec<P, A, B> {
  /** The dynamic segments; values the schema refuses are answered by `invalidParams` (a 404 by default). */
  params?: z.ZodType<P, Record<string, string>>;
  invalidParams?: (error: z.ZodError) => Response;
  /** Who may call; its refusal is the answer. */
  gate?: (request: Request, params: P) => Promise<Result<A, ApiGateFailure>>;
  /** A JSON body, read with its size cap after the gate and parsed; `invalid` answers what the schema refuses. */
  body?: { schema: z.ZodType<B>; invalid: (error: z.ZodError) => Response; emptyAs?: unknown };
}

export interface RouteInput<P, A, B> {
  request: Request;
  params: P;
  /** What the gate let through (e.g. `{ auth }`); empty without a gate. */
  caller: A;
  body: B;
}

type NextContext = { params?: Promise<Record<string, string>> };

export function apiRoute<P = Record<string, string>, A = object, B = undefined>(
  spec: RouteSpec<P, A, B>,
  handler: (input: RouteInput<P, A, B>) => Promise<Response>,
): (request: Request, context?: NextContext) => Promise<Response> {
  return async (request, context) => {
    try {
      const raw = (await context?.params) ?? {};
      let params = raw as P;
      if (spec.params) {
        const parsed = spec.params.safeParse(raw);
        if (!parsed.success) return spec.invalidParams ? spec.invalidParams(parsed.error) : notFound();
        params = parsed.data;
      }
      let caller = {} as A;
      if (spec.gate) {
        const gate = await spec.gate(request, params);
        if (!gate.ok) return apiGateProblem(gate.error);
        caller = gate.value;
      }
      let body = undefined as B;
      if (spec.body) {
        const read = await readJsonBody(request, undefined, { emptyAs: spec.body.emptyAs });
        if (!read.ok) return read.error;
        const parsed = spec.body.schema.safeParse(read.value);
        if (!parsed.success) return spec.body.invalid(parsed.error);
        body = parsed.data;
      }
      return await handler({ request, params, caller, body });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return databaseUnavailableProblem();
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      throw error;
    }
  };
}
