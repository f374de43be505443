// An API route a kind has of its own, by name: app/ serves it without naming the kind
// (`export const GET = kindRoute("leaderboard", "GET")`); the kind whose server part lists the name answers.
import "server-only";
import { notFound } from "@/lib/http/problem";
import type { KindRouteHandler } from "./kind-server";
import { benchmarkKinds } from "./registry";

export function kindRoute(name: string, method: "GET" | "POST"): KindRouteHandler {
  return async (request, context) => {
    for (const kind of benchmarkKinds()) {
      const load = (await kind.server()).ownRoutes?.[name];
      const handler = load ? (await load())[method] : undefined;
      if (handler) return handler(request, context);
    }
    return notFound("No benchmark here answers this address.");
  };
}
