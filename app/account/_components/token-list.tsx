import type { ApiTokenSummary } from "@/lib/auth/api-tokens";
import { RevokeTokenButton } from "./revoke-token-button";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (date: Date | null, otherwise: string) => (date ? `${dateTime.format(date)} UTC` : otherwise);

export function TokenList({ tokens }: { tokens: ApiTokenSummary[] }) {
  if (tokens.length === 0) {
    return <p className="text-sm text-slate-600">You have no API tokens yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Your API tokens</caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Name
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Token
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Created
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Last used
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <span className="sr-only">Status</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tokens.map((token) => (
            <tr key={token.id} data-token-id={token.id} data-revoked={token.revokedAt ? "true" : "false"}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {token.name}
              </th>
              <td className="px-3 py-2 font-mono text-xs">{token.prefix}…</td>
              <td className="px-3 py-2">{when(token.createdAt, "")}</td>
              <td className="px-3 py-2">{when(token.lastUsedAt, "Never")}</td>
              <td className="px-3 py-2 text-right">
                {token.revokedAt ? (
                  <span className="text-slate-500">Revoked {when(token.revokedAt, "")}</span>
                ) : (
                  <RevokeTokenButton tokenId={token.id} tokenName={token.name} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
