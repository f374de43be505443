// knip's map of the project (`npm run knip`, part of `npm test`): every file, export and dependency
// must be reachable from an entry point. Its Next.js, Vitest, ESLint, PostCSS and Prisma plugins
// find the routes, the tests and the config files; this lists what they cannot see: modules that
// are loaded by path at run time, and tools that package.json runs through a wrapper script.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Tools run through scripts/with-database.ts (package.json names them as its argument, which
    // knip does not read as a file) or by hand (docs/benchmarks.md).
    "scripts/{db-migrate,db-import,reported-import,rescore,user-role,demo}.ts",
    "scripts/bench-{ingest,read,rescore,load,hosted,pages,receive}.ts",
    // The scoring CLI: scripts/run-score.mjs bundles it with esbuild (or runs it through tsx); the
    // extraction bench, which scripts/run-bundled.mjs bundles the same way.
    "scripts/score.ts",
    "scripts/bench-extraction.ts",
    // Spawned by path: the production server (lib/platform/launcher/child-process.ts), the
    // background worker process (lib/rescore/portal-worker.ts), bench:hosted's fake model.
    "scripts/serve-portal.mjs",
    "scripts/rescore-worker.ts",
    "scripts/bench/fake-model-process.ts",
    // The test run's template databases are filled by a script per template, run by path
    // (tests/helpers/run-services.ts).
    "tests/helpers/build-*-template.ts",
    // Loaded through tsx's tsImport() from plain JavaScript, which knip does not follow: by
    // serve-portal.mjs, by the cache handler next.config.ts names, by the scoring thread's entry.
    "lib/http/front-cache/portal-request-listener.ts",
    "lib/platform/cache/shared-cache-handler.ts",
    "lib/submissions/scoring-thread/thread-main.ts",
    // The scoring thread's entry, started by path (score-off-thread.ts), and the thread modules
    // it imports by the path each kind names in `thread.module`.
    "lib/submissions/scoring-thread/entry.mjs",
    "lib/benchmarks/*/thread-scorer.ts",
    "tests/kinds/qa/thread-scorer.ts",
    // The test run's own kind: vitest.config.ts names it in BENCHMARK_KINDS_MODULE, and
    // lib/benchmarks/extra-kinds.ts imports it by that path.
    "tests/kinds/qa/index.ts",
    // The scorers' public API, a library's (each README's "Public API (index.ts)" table).
    "lib/benchmarks/mrben/mr-score/index.ts",
    "lib/benchmarks/extraction/extraction-score/index.ts",
    // vitest.config.ts aliases "server-only" to this stub.
    "tests/helpers/server-only-stub.ts",
  ],
  // System programs from Debian's packages, not npm's: OPSIN runs on java, a test makes keys with openssl.
  ignoreBinaries: ["java", "openssl"],
  // Required through createRequire() at run time (lib/benchmarks/extraction/chemistry/rdkit.ts),
  // which knip does not follow: the WebAssembly build must not be bundled.
  ignoreDependencies: ["@rdkit/rdkit"],
};

export default config;
