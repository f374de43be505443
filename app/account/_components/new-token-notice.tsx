import { CopyButton } from "./copy-button";

export function NewTokenNotice({ name, token, portalUrl }: { name: string; token: string; portalUrl: string }) {
  const curl = `curl -H "Authorization: Bearer ${token}" ${portalUrl}/api/v1/submissions`;
  return (
    <div role="status" className="space-y-3 rounded-md border border-green-300 bg-green-50 p-4 text-sm">
      <p className="font-medium text-green-900">
        Token &ldquo;{name}&rdquo; created. Copy it now: it is shown only this once.
      </p>
      <div className="flex items-center gap-2">
        <code data-testid="new-token" className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 font-mono text-xs">
          {token}
        </code>
        <CopyButton text={token} label="Copy token" />
      </div>
      <div className="space-y-1">
        <p className="text-green-900">Use it from a pipeline:</p>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 font-mono text-xs">{curl}</code>
          <CopyButton text={curl} label="Copy command" />
        </div>
      </div>
    </div>
  );
}
