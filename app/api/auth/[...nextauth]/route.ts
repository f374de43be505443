import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";

export const dynamic = "force-dynamic";

type RouteHandler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

// next-auth declares its handler as `any`; this is the shape it has in a route handler.
const handler = NextAuth(authOptions) as RouteHandler;

export { handler as GET, handler as POST };
