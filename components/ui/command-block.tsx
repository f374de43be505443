// Commands to copy, in a dark block that scrolls sideways (focusable, so the keyboard scrolls it too).
export function CommandBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-visible:ring-brand-600 block overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-50 focus:outline-none focus-visible:ring-2"
    >
      <code>{children}</code>
    </pre>
  );
}
