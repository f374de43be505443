// A link to somewhere else on the web, from data a submitter or moderator typed: only http(s)
// ever becomes a link (anything else, e.g. an older row written before validation, shows as
// text), it never tells the target where it came from, and it gives no ranking credit.
import type { ReactNode } from "react";

function isWebLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const { protocol } = new URL(link);
  return protocol === "http:" || protocol === "https:";
}

export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (!isWebLink(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} rel="noopener noreferrer nofollow ugc" className={className}>
      {children}
    </a>
  );
}
