// Flags for a reviewer: a marker and a sentence each, so they read without relying on colour.
export function FlagList({ flags, empty = "No flags" }: { flags: string[]; empty?: string }) {
  if (flags.length === 0) {
    return (
      <span className="text-emerald-800">
        <span aria-hidden>✓ </span>
        {empty}
      </span>
    );
  }
  return (
    <ul className="space-y-0.5" aria-label="Flags">
      {flags.map((flag) => (
        <li key={flag} className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-900 ring-1 ring-amber-300">
          <span aria-hidden>⚠ </span>
          <span className="font-semibold">Flag:</span> {flag}
        </li>
      ))}
    </ul>
  );
}
