import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";
import { answeringRefusals } from "@/lib/http/outage-answers";

export const dynamic = "force-dynamic";

type RouteHandler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

// next-auth declares its handler as `any`; this is the shape it has in a route handler. It logs a
// database error and answers as if signed out; a refused database is a 503 instead.
const handler = answeringRefusals(NextAuth(authOptions) as RouteHandler);

export { handler as GET, handler as POST };
