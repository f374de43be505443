// The command line of `npm run bench:load`, parsed and checked, and the reader endpoints it loads.
import { parseArgs } from "node:util";

export const LOAD_USAGE =
  "npm run bench:load -- [--url URL] [--duration 60] [--connections 200] [--entries 30] [--uploads 4]\n" +
  "  [--upload-form json|gzip] [--skip-rescore] [--accept-encoding gzip] [--timeout 10] [--subject math] [--fixtures DIR]";

export type LoadOptions = {
  /** A running portal on the same database; without it the bench builds and starts its own. */
  url: string | null;
  /** Seconds of reading at least; the readers go on until the uploads have finished (the rescore may outlast them). */
  durationSeconds: number;
  connections: number;
  /** Approved models on the board (synthetic ones fill the gap). */
  entries: number;
  uploads: number;
  uploadForm: "json" | "gzip";
  rescore: boolean;
  /** The readers' Accept-Encoding (browsers send "gzip, deflate, br"); null: plain bodies, as bench:read. */
  acceptEncoding: string | null;
  /** A reader request without an answer after this long counts as a timeout. */
  timeoutSeconds: number;
  subject: string;
  fixtures: string;
};

export class LoadUsageError extends Error {}

/** Home board, subject board, JSON export, CSV export, model page. */
const READER_ENDPOINT_COUNT = 5;

function positiveInteger(name: string, raw: string, min = 1): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new LoadUsageError(`--${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

export function parseLoadOptions(argv: string[], defaults: { fixtures: string }): LoadOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: "string" },
        duration: { type: "string", default: "60" },
        connections: { type: "string", default: "200" },
        entries: { type: "string", default: "30" },
        uploads: { type: "string", default: "4" },
        "upload-form": { type: "string", default: "json" },
        "skip-rescore": { type: "boolean", default: false },
        "accept-encoding": { type: "string" },
        timeout: { type: "string", default: "10" },
        subject: { type: "string", default: "math" },
        fixtures: { type: "string", default: defaults.fixtures },
      },
    }));
  } catch (error) {
    throw new LoadUsageError(error instanceof Error ? error.message : String(error));
  }
  const form = values["upload-form"];
  if (form !== "json" && form !== "gzip") throw new LoadUsageError(`--upload-form is json or gzip (got "${form}")`);
  let url: string | null = null;
  if (values.url !== undefined) {
    if (!URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol)) {
      throw new LoadUsageError(`--url must be an http(s) address (got "${values.url}")`);
    }
    url = values.url.replace(/\/+$/, "");
  }
  if (!/^[a-z][a-z0-9-]*$/.test(values.subject)) throw new LoadUsageError(`--subject is a subject key such as math`);
  const options: LoadOptions = {
    url,
    durationSeconds: positiveInteger("duration", values.duration),
    connections: positiveInteger("connections", values.connections),
    entries: positiveInteger("entries", values.entries),
    uploads: positiveInteger("uploads", values.uploads, 0),
    uploadForm: form,
    rescore: !values["skip-rescore"],
    acceptEncoding: values["accept-encoding"] ?? null,
    timeoutSeconds: positiveInteger("timeout", values.timeout),
    subject: values.subject,
    fixtures: values.fixtures,
  };
  if (options.connections < READER_ENDPOINT_COUNT) {
    throw new LoadUsageError(`--connections must be at least ${READER_ENDPOINT_COUNT}, one per endpoint`);
  }
  return options;
}

export type ReaderEndpoint = { name: string; path: string; connections: number };

/** The pages and exports the readers load, with the connections shared out as evenly as they go. */
export function readerEndpoints({
  connections,
  subject,
  modelSlug,
}: {
  connections: number;
  subject: string;
  modelSlug: string;
}): ReaderEndpoint[] {
  const targets = [
    { name: "home board", path: "/" },
    { name: "subject board", path: `/subjects/${subject}` },
    { name: "JSON export", path: "/api/v1/leaderboard?shots=0" },
    { name: "CSV export", path: "/api/v1/leaderboard.csv?shots=0" },
    { name: "model page", path: `/models/${encodeURIComponent(modelSlug)}` },
  ];
  return targets.map((target, index) => ({
    ...target,
    connections: Math.floor(connections / targets.length) + (index < connections % targets.length ? 1 : 0),
  }));
}
