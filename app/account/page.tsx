import type { Metadata } from "next";
import { listApiTokens } from "@/lib/auth/api-tokens";
import { requirePageUser } from "@/lib/auth/gates";
import { canReceiveMail } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { getMailPreferences } from "@/lib/mail/mail-preferences";
import { mailIsOn } from "@/lib/mail/mail-settings";
import { MAIL_TOPICS } from "@/lib/mail/mail-topics";
import { RoleBadge } from "@/components/role-badge";
import { actorLabel } from "@/lib/audit-log/audit-log";
import { DISPLAY_NAME_MAX } from "@/lib/auth/display-name-input";
import { CreateTokenForm } from "./_components/create-token-form";
import { DisplayNameForm } from "./_components/display-name-form";
import { MailNote } from "./_components/mail-note";
import { MailPreferencesForm } from "./_components/mail-preferences-form";
import { TokenList } from "./_components/token-list";
import { PageHeader } from "@/components/ui/page-header";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const user = await requirePageUser("/account");
  const [tokens, mailPreferences] = await Promise.all([
    listApiTokens({ userId: user.id }),
    getMailPreferences(user.id),
  ]);

  return (
    <div className="space-y-10">
      <section aria-labelledby="account-heading" className="space-y-3">
        <PageHeader
          prominent
          titleId="account-heading"
          title={
            <>
              Your account <RoleBadge role={user.role} />
            </>
          }
        />
        <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-500">Name</dt>
          <dd>{user.name ?? "–"}</dd>
          <dt className="text-slate-500">GitHub</dt>
          <dd>{user.githubLogin ?? "not linked"}</dd>
          <dt className="text-slate-500">E-mail</dt>
          <dd>{user.email ?? "–"}</dd>
          <dt className="text-slate-500">Role</dt>
          <dd>{user.role}</dd>
          <dt className="text-slate-500">Shown as</dt>
          <dd data-testid="shown-as">{actorLabel(user)}</dd>
        </dl>
        <DisplayNameForm
          displayName={user.displayName}
          fallback={actorLabel({ ...user, displayName: null })}
          maxLength={DISPLAY_NAME_MAX}
        />
      </section>

      <section aria-labelledby="tokens-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="tokens-heading" className="text-xl font-semibold text-slate-900">
            Personal API tokens
          </h2>
          <p className="max-w-3xl text-sm text-slate-600">
            A token lets a script or pipeline act as you through the API with{" "}
            <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;token&gt;</code>. It is shown once,
            when you create it; the portal keeps only a hash. Revoke a token you no longer use or may have leaked.
          </p>
        </div>
        <CreateTokenForm portalUrl={env.NEXTAUTH_URL ?? "http://localhost:3000"} />
        <TokenList tokens={tokens} />
      </section>

      <section aria-labelledby="mail-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="mail-heading" className="text-xl font-semibold text-slate-900">
            E-mail
          </h2>
          <MailNote mailOn={mailIsOn()} email={user.email} />
        </div>
        <MailPreferencesForm
          preferences={mailPreferences}
          topics={MAIL_TOPICS.filter((topic) => canReceiveMail(user, topic))}
        />
      </section>
    </div>
  );
}
