import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

// A kind's folder is its own: outside it, only the catalog (lib/benchmarks/kind-catalog.ts) names a
// kind, and everything else reaches kinds through the contract.
const KIND_INTERNALS = {
  group: [
    "@/lib/benchmarks/mrben/*",
    "@/lib/benchmarks/extraction/*",
    "**/benchmarks/mrben/*",
    "**/benchmarks/extraction/*",
  ],
  message:
    "A kind's internals are its own: reach the kind through the contract (lib/benchmarks/kind*.ts, the registry).",
};
const KIND_FOLDERS = ["lib/benchmarks/mrben/**", "lib/benchmarks/extraction/**"];

export default tseslint.config(
  {
    ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "dist/**", "coverage/**", "next-env.d.ts"],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from lib/env.ts." },
      ],
    },
  },
  {
    // Everything in lib/ (and the shared components): no route code. app/ depends on lib/, never the reverse.
    files: ["lib/**/*.ts", "lib/**/*.tsx", "components/**/*.tsx", "components/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/app"], message: "lib/ and components/ do not import from app/." }] },
      ],
    },
  },
  {
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    ignores: [...KIND_FOLDERS, "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/app"], message: "lib/ and components/ do not import from app/." },
            KIND_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    // HTTP answers are made in lib/http alone: the rest of lib/ returns data and outcomes, and
    // lib/http (or a route) turns them into a status, headers and a body.
    files: ["lib/**/*.ts", "lib/**/*.tsx", "components/**/*.tsx", "components/**/*.ts"],
    ignores: ["lib/http/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Response']",
          message: "Build HTTP responses in lib/http (lib/http/responses.ts, lib/http/problem.ts).",
        },
        {
          selector: "MemberExpression[object.name='Response'][property.name=/^(json|redirect|error)$/]",
          message: "Build HTTP responses in lib/http (lib/http/responses.ts, lib/http/problem.ts).",
        },
        {
          selector: "Identifier[name='NextResponse']",
          message: "Build HTTP responses in lib/http (lib/http/responses.ts, lib/http/problem.ts).",
        },
      ],
    },
  },
  {
    // app/ reaches kinds through the contract too: a kind's own pages and routes by name
    // (lib/benchmarks/kind-pages.tsx, kind-routes.ts), never by a path into its folder.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [KIND_INTERNALS] }] },
  },
  {
    // The tools reach a kind through the contract too: a kind's own commands are named by the catalog
    // and run by scripts/kind-command.ts. The benchmark scripts measure a kind's internals themselves.
    files: ["scripts/**/*.ts"],
    ignores: ["scripts/bench-*.ts", "scripts/bench/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [KIND_INTERNALS] }] },
  },
  {
    // The scorers and their parsing are pure: the server, the CLI, the worker and the browser share them.
    files: [
      "lib/benchmarks/mrben/mr-score/**/*.ts",
      "lib/benchmarks/mrben/results-file/**/*.ts",
      "lib/benchmarks/extraction/extraction-score/**/*.ts",
      "lib/benchmarks/mrben/judge-audit/**/*.ts",
    ],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/app"], message: "lib/ does not import from app/." },
            {
              group: ["node:fs", "node:fs/*", "fs", "fs/*", "node:path", "path", "node:child_process", "child_process"],
              message:
                "This module is pure: no files or processes (its callers read them: the server, the CLI, the scripts).",
            },
            { group: ["next", "next/*", "react", "react-dom"], message: "This module is pure: no framework." },
            {
              group: ["@/lib/db", "@/lib/generated/*", "@prisma/*", "server-only"],
              message: "This module is pure: no database.",
            },
          ],
        },
      ],
    },
  },
  {
    // The extraction scorer and the judge audit's rules use no Node module at all (the browser runs them too).
    files: ["lib/benchmarks/extraction/extraction-score/**/*.ts", "lib/benchmarks/mrben/judge-audit/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/app"], message: "lib/ does not import from app/." },
            { group: ["node:*", "fs", "path", "child_process"], message: "This module is pure: no Node modules." },
            { group: ["next", "next/*", "react", "react-dom"], message: "This module is pure: no framework." },
            {
              group: ["@/lib/db", "@/lib/generated/*", "@prisma/*", "server-only"],
              message: "This module is pure: no database.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/submissions is the domain (submissions, runs, their scorings and reports); its ingest/
    // part takes an upload's bytes to a stored run. The domain never reaches into ingest/.
    files: ["lib/submissions/*.ts", "lib/submissions/scoring-thread/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/app"], message: "lib/ does not import from app/." },
            {
              group: ["@/lib/submissions/ingest/*", "./ingest/*", "../ingest/*"],
              message: "The submissions domain does not depend on its ingest/ part (ingest/ depends on it).",
            },
            KIND_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    // The configuration module, the launcher's child environments and test harnesses are the
    // places allowed to touch process.env.
    files: ["lib/env.ts", "scripts/**", "tests/**", "instrumentation.ts", "vitest.config.ts", "**/*.test.ts"],
    rules: { "no-restricted-properties": "off" },
  },
);
