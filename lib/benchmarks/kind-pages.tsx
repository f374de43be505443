// A page or its title that a kind has of its own, by name: app/ serves it without naming the kind
// (`export default kindPage("analyses")`); the kind whose view lists the name draws it.
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { KindPageModule, KindPageProps } from "./kind-view";
import { benchmarkKinds } from "./registry";

async function ownPage(name: string): Promise<KindPageModule | null> {
  for (const kind of benchmarkKinds()) {
    const load = (await kind.view()).ownPages?.[name];
    if (load) return load();
  }
  return null;
}

/** The page component of the kind's page `name`; the 404 page when no kind has one. */
export function kindPage(name: string) {
  return async function KindOwnPage(props: KindPageProps) {
    const page = await ownPage(name);
    if (!page) notFound();
    return page.default(props as never);
  };
}

/** The title of the kind's page `name`. */
export function kindPageMetadata(name: string) {
  return async function generateMetadata(props: KindPageProps): Promise<Metadata> {
    const page = await ownPage(name);
    return (await page?.generateMetadata?.(props as never)) ?? page?.metadata ?? {};
  };
}
