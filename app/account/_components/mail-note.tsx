// Whether the portal e-mails at all, and where it would write to this user.
export function MailNote({ mailOn, email }: { mailOn: boolean; email: string | null }) {
  const text = "max-w-3xl text-sm text-slate-600";
  if (!mailOn)
    return (
      <p className={text} data-testid="mail-off">
        E-mail is off on this portal: no mail server is configured (<code>SMTP_URL</code>), so it sends no e-mail. Your
        choices below are kept for when it is turned on.
      </p>
    );
  if (!email)
    return (
      <p className={text} data-testid="mail-no-address">
        Your account has no e-mail address, so the portal cannot e-mail you.
      </p>
    );
  return (
    <p className={text} data-testid="mail-on">
      The portal e-mails you at <strong>{email}</strong> about what you choose below. Every e-mail has a link that stops
      that kind of e-mail without signing in.
    </p>
  );
}
