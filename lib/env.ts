// The portal's configuration: every environment variable it reads, validated once with zod.
// Nothing else in the code reads process.env. A missing or malformed setting fails at boot
// with the variable's name in the message.
import { z } from "zod";
import { isIP } from "node:net";
import { ZRateLimit } from "@/lib/validations/rate-limit";
import { ZSealingKey } from "@/lib/validations/sealing-key";

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: "must be a postgresql:// connection URL",
  });

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), { message: "must be an http(s):// URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const port = z.coerce.number().int().min(1).max(65535);

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value) && new URL(value).hostname !== "", {
    message: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587",
  });

/** `Name <address>` or a bare address, as a From header takes it. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value), {
    message: "must be an e-mail address, or a name and an address: Portal <no-reply@example.org>",
  });

/** "127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8": an address, optionally with a prefix length its family allows. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalText = z.preprocess(blankAsUnset, z.string().trim().optional());

const flag = z.preprocess(
  blankAsUnset,
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "1" || value === "true" || value === "yes" || value === "on"),
);

/** Why AUTH_DEV_SIGN_IN and a production server do not go together, and what to run instead. */
export const DEV_SIGN_IN_REFUSAL =
  "the development sign-in lets anyone sign in as anyone: it cannot be enabled in production, which `npm start` " +
  "serves; try the portal signed in with `AUTH_DEV_SIGN_IN=true npm run dev`";

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Set by Next.js itself; during `next build` the server's runtime secrets are not needed. */
    NEXT_PHASE: optionalText,
    /** PostgreSQL to use. Unset: `npm start` runs an embedded PostgreSQL under EMBEDDED_PG_DIR. */
    DATABASE_URL: z.preprocess(blankAsUnset, postgresUrl.optional()),
    /** HTTP port of the portal. */
    PORT: port.default(3000),
    /** Where the embedded PostgreSQL keeps its cluster and credentials (git-ignored by default). */
    EMBEDDED_PG_DIR: z.string().trim().min(1).default(".data/postgres"),
    /** Port of the embedded PostgreSQL (loopback only). */
    EMBEDDED_PG_PORT: port.default(54329),
    /** A folder of MR-Ben data files imported at start-up when the benchmark is not yet in the database. */
    MRBEN_DATA_DIR: optionalText,
    /** A published leaderboard file (npm run reported:import) that `npm start` imports when its source is not there yet. */
    MRBEN_PUBLISHED_BOARD: optionalText,
    /**
     * A module (a path from the project root) whose `benchmarkKinds` export adds benchmark kinds to
     * the built-in ones (lib/benchmarks/extra-kinds.ts); a test run's own kinds. Read when the
     * portal and the scoring CLI are built, and by the tools run through tsx.
     */
    BENCHMARK_KINDS_MODULE: optionalText,
    /**
     * The portal's public address, used in sign-in callbacks and as the only origin whose pages may
     * write with the session cookie (lib/http/same-origin.ts). `npm start` defaults it to http://localhost:PORT.
     */
    NEXTAUTH_URL: z.preprocess(blankAsUnset, httpUrl.optional()),
    /** Signs session and CSRF cookies. `npm start` generates and keeps one in .data/ when unset. */
    NEXTAUTH_SECRET: z.preprocess(blankAsUnset, z.string().min(32, "must be at least 32 characters").optional()),
    /** GitHub OAuth app: both set to offer "Sign in with GitHub". */
    GITHUB_ID: optionalText,
    GITHUB_SECRET: optionalText,
    /** GitHub's web and API addresses (change both for GitHub Enterprise Server). */
    GITHUB_URL: z.preprocess(blankAsUnset, httpUrl.default("https://github.com")),
    GITHUB_API_URL: z.preprocess(blankAsUnset, httpUrl.default("https://api.github.com")),
    /** Development sign-in with an e-mail address alone. Never in production. */
    AUTH_DEV_SIGN_IN: flag,
    /** Largest results file accepted, in bytes, compressed or not (and the cap on what a gzip file inflates to). */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    /**
     * Uploads one user may make per period, counted across every instance (in PostgreSQL):
     * creating a submission and sending a results file each count once. "off": no limit.
     */
    UPLOAD_RATE_LIMIT: z.preprocess(blankAsUnset, ZRateLimit.prefault("20/hour")),
    /** Hosted runs one user may start per period, apart from uploads ("off": no limit). */
    HOSTED_RUN_START_LIMIT: z.preprocess(blankAsUnset, ZRateLimit.prefault("10/hour")),
    /** Hosted runs one user may have queued or running at once. */
    HOSTED_MAX_ACTIVE_RUNS: z.coerce.number().int().min(1).max(1000).default(2),
    /** An upload (or any request body) that sends no byte for this long is refused with 408, not waited on forever. */
    UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** Rescore jobs this server works on at once (each holds one inflated results file in memory); 0: none here. */
    RESCORE_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(2),
    /** An upload's run not renewed for this long has lost its server (a crash, a kill) and is marked failed. */
    UPLOAD_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(90),
    /**
     * How long one SQL statement, a wait for a lock included, may take before PostgreSQL cancels it
     * and the request is answered 503 (0: no limit). A held lock then ends in a 503, not a hang.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /**
     * Memory for the production server's front cache: whole cached pages and exports answered
     * before Next.js's per-request pipeline (lib/http/front-cache). 0 turns it off.
     */
    FRONT_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(64 * 1024 * 1024),
    /** A rescore item whose worker has not renewed its claim for this long is taken back and retried. */
    RESCORE_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
    /**
     * The judge audit: an OpenAI-compatible API (…/v1) the server asks to re-judge a sample of each
     * file's error-reason verdicts. Unset: the audit is off and nothing else changes.
     */
    JUDGE_API_BASE_URL: z.preprocess(blankAsUnset, httpUrl.optional()),
    JUDGE_API_KEY: optionalText,
    /** The official script's judge by default. */
    JUDGE_MODEL: z.preprocess(blankAsUnset, z.string().trim().default("gpt-4-turbo-2024-04-09")),
    /** Verdicts re-judged per file, stratified by subject. */
    JUDGE_SAMPLE_SIZE: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Judge requests in flight at once, per server. */
    JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** The judge's price in US dollars per million prompt / completion tokens, to show what an audit cost (gpt-4-turbo's list price by default). */
    JUDGE_PROMPT_USD_PER_MTOK: z.coerce.number().min(0).max(10_000).default(10),
    JUDGE_COMPLETION_USD_PER_MTOK: z.coerce.number().min(0).max(10_000).default(30),
    /** One judge request gives up after this long (then it is retried). */
    JUDGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
    /** Attempts after the first for a request that failed for a reason worth retrying (429, 5xx, timeout). */
    JUDGE_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
    /**
     * Hosted evaluation: the key that encrypts the API keys submitters give for their endpoints
     * (AES-256-GCM), 32 bytes as 64 hex characters or base64. Unset: hosted runs are off and say so.
     * Never logged (it prints as "[sealing key]"); changing it makes stored API keys unreadable.
     */
    EVAL_SECRETS_KEY: z.preprocess(blankAsUnset, ZSealingKey.optional()),
    /**
     * Addresses and CIDR ranges a hosted run's endpoint may have although the address policy refuses
     * them (loopback, private, link-local...), comma-separated: "10.1.2.0/24, 127.0.0.1". Unset: none.
     */
    HOSTED_ENDPOINT_ALLOW: z.preprocess(
      blankAsUnset,
      z
        .string()
        .optional()
        .transform((value) => (value ?? "").split(",").map((entry) => entry.trim()))
        .transform((entries) => entries.filter((entry) => entry !== ""))
        .superRefine((entries, context) => {
          for (const entry of entries)
            if (!isAddressOrRange(entry))
              context.addIssue({
                code: "custom",
                message: `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8 or fd00::/8`,
              });
        }),
    ),
    /** A hosted run's item whose worker has not renewed its lease for this long is taken back and asked again. */
    HOSTED_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    /** One request of a hosted run gives up after this long (then it is retried). */
    HOSTED_TIMEOUT_MS: z.coerce.number().int().min(100).max(1_800_000).default(300_000),
    /** Attempts after the first for a hosted run's request that failed for a reason worth retrying (the official script's 5). */
    HOSTED_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
    /**
     * OPSIN's command-line jar, which turns chemical names into structures for the chem-v1
     * normalization. Unset: Debian's libopsin-java (/usr/share/java/opsin.jar).
     */
    OPSIN_JAR: optionalText,
    /**
     * The mail server: smtp://[user:password@]host[:port] (STARTTLS when the server offers it) or
     * smtps:// (TLS from the start). Unset: the portal sends no mail and writes none. Links in mails
     * start with NEXTAUTH_URL.
     */
    SMTP_URL: z.preprocess(blankAsUnset, smtpUrl.optional()),
    /** The sender of every mail. */
    MAIL_FROM: z.preprocess(blankAsUnset, mailbox.default("MR-Ben Portal <no-reply@localhost>")),
    /** Attempts after the first for a mail the server did not take (down, refusing, timing out). */
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    /** Seconds before the first retry; each later one waits about twice as long. */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  })
  .superRefine((value, context) => {
    if (value.AUTH_DEV_SIGN_IN && value.NODE_ENV === "production") {
      context.addIssue({
        code: "custom",
        path: ["AUTH_DEV_SIGN_IN"],
        message: DEV_SIGN_IN_REFUSAL,
      });
    }
    const building = value.NEXT_PHASE === "phase-production-build";
    if (value.NODE_ENV === "production" && !building && !value.NEXTAUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message: "is required in production (npm start sets one up; set it yourself when running next start directly)",
      });
    }
    if (Boolean(value.GITHUB_ID) !== Boolean(value.GITHUB_SECRET)) {
      context.addIssue({
        code: "custom",
        path: [value.GITHUB_ID ? "GITHUB_SECRET" : "GITHUB_ID"],
        message: "GITHUB_ID and GITHUB_SECRET must be set together",
      });
    }
  });

export type TEnv = z.infer<typeof ZEnv>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnv.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${problems.join("\n")}\nSee "Configuration" in README.md.`);
}

export const env: TEnv = parseEnv(process.env);

/**
 * "nodejs" in the code Next.js bundles for its server (it defines process.env.NEXT_RUNTIME when it
 * builds), undefined in scripts, the worker process and tests, which read the real environment.
 */
export const nextRuntime: string | undefined = process.env.NEXT_RUNTIME;
