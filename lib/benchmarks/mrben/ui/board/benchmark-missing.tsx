export function BenchmarkMissing() {
  return (
    <section aria-labelledby="benchmark-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
      <h2 id="benchmark-heading" className="text-lg font-semibold text-amber-900">
        The benchmark is not imported yet
      </h2>
      <p className="mt-2 text-sm text-amber-900">
        Import the MR-Ben data files to start:{" "}
        <code className="rounded bg-white px-1">npm run db:import -- --data path/to/Mr-Ben/data</code>, or set{" "}
        <code className="rounded bg-white px-1">MRBEN_DATA_DIR</code> before{" "}
        <code className="rounded bg-white px-1">npm start</code>.
      </p>
    </section>
  );
}
