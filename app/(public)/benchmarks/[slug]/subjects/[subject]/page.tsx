// One subject's board of a shared board whose kind has subjects.
import type { Metadata } from "next";
import { SharedBoardPage, sharedBoardTitle } from "../../_components/shared-board-page";

type Props = {
  params: Promise<{ slug: string; subject: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request (it reads the view from the query); the board's data comes from the tagged cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, subject } = await params;
  return { title: await sharedBoardTitle(slug, subject) };
}

export default async function SubjectBoardPage({ params, searchParams }: Props) {
  const { slug, subject } = await params;
  return <SharedBoardPage rawSlug={slug} subjectKey={subject} query={await searchParams} />;
}
