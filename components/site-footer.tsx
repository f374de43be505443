export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-slate-500 sm:px-6">
        MR-Ben data by its authors (MIT licence,{" "}
        <a
          className="underline hover:text-brand-700"
          href="https://github.com/dvlab-research/Mr-Ben"
          rel="noopener noreferrer"
        >
          dvlab-research/Mr-Ben
        </a>
        ). Every score on this portal is recomputed from the submitted files against the benchmark&apos;s own ground
        truth.
      </div>
    </footer>
  );
}
