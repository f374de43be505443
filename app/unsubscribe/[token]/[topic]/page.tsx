import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageMailToken } from "@/lib/auth/gates";
import { getMailPreferences } from "@/lib/mail/mail-preferences";
import { MAIL_TOPIC_INFO } from "@/lib/mail/mail-topics";
import { ZUnsubscribeLink } from "@/lib/validations/mail-input";
import { UnsubscribeForm } from "./_components/unsubscribe-form";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Stop e-mails", robots: { index: false } };

type Props = { params: Promise<{ token: string; topic: string }> };

// A button, not a change on opening the link: mail scanners open every link of a mail they check.
export default async function UnsubscribePage({ params }: Props) {
  const link = ZUnsubscribeLink.safeParse(await params);
  if (!link.success) notFound();
  const { token, topic } = link.data;
  const holder = await requirePageMailToken(token);
  const preferences = await getMailPreferences(holder.userId);
  const { when } = MAIL_TOPIC_INFO[topic];
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title="Stop these e-mails?" description={<p>The MR-Ben Portal e-mails you when {when}.</p>} />
      {preferences[topic] ? (
        <UnsubscribeForm token={token} topic={topic} when={when} />
      ) : (
        <p role="status" className="text-sm text-slate-700">
          These e-mails are already off: the portal does not e-mail you when {when}. You can turn them back on on{" "}
          <Link href="/account" className="underline">
            your account page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
