import { DataTable } from "@/components/ui/data-table";
import type { ApiTokenSummary } from "@/lib/auth/api-tokens";
import { RevokeTokenButton } from "./revoke-token-button";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (date: Date | null, otherwise: string) => (date ? `${dateTime.format(date)} UTC` : otherwise);

export function TokenList({ tokens }: { tokens: ApiTokenSummary[] }) {
  if (tokens.length === 0) {
    return <p className="text-sm text-slate-600">You have no API tokens yet.</p>;
  }
  return (
    <DataTable
      caption="Your API tokens"
      boxed
      rows={tokens}
      rowKey={(token) => token.id}
      rowData={(token) => ({ "data-token-id": token.id, "data-revoked": token.revokedAt ? "true" : "false" })}
      columns={[
        { key: "name", header: "Name", rowHeader: true, cell: (token) => token.name },
        { key: "token", header: "Token", cell: (token) => <span className="font-mono text-xs">{token.prefix}…</span> },
        { key: "created", header: "Created", cell: (token) => when(token.createdAt, "") },
        { key: "used", header: "Last used", cell: (token) => when(token.lastUsedAt, "Never") },
        {
          key: "status",
          header: <span className="sr-only">Status</span>,
          numeric: true,
          cell: (token) =>
            token.revokedAt ? (
              <span className="text-slate-500">Revoked {when(token.revokedAt, "")}</span>
            ) : (
              <RevokeTokenButton tokenId={token.id} tokenName={token.name} />
            ),
        },
      ]}
    />
  );
}
