// A benchmark's shared board (components of its own in _components/shared-board-page.tsx). A
// benchmark with a board of its own (MR-Ben) is sent there.
import type { Metadata } from "next";
import { SharedBoardPage, sharedBoardTitle } from "./_components/shared-board-page";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request (it reads the view from the query); the board's data comes from the tagged cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: await sharedBoardTitle((await params).slug) };
}

export default async function BenchmarkBoardPage({ params, searchParams }: Props) {
  return <SharedBoardPage rawSlug={(await params).slug} query={await searchParams} />;
}
