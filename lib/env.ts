// The portal's configuration: every environment variable it reads, validated once with zod.
// Nothing else in the code reads process.env. A missing or malformed setting fails at boot
// with the variable's name in the message.
import { z } from "zod";

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: "must be a postgresql:// connection URL",
  });

const port = z.coerce.number().int().min(1).max(65535);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** PostgreSQL to use. Unset: `npm start` runs an embedded PostgreSQL under EMBEDDED_PG_DIR. */
  DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), postgresUrl.optional()),
  /** HTTP port of the portal. */
  PORT: port.default(3000),
  /** Where the embedded PostgreSQL keeps its cluster and credentials (git-ignored by default). */
  EMBEDDED_PG_DIR: z.string().trim().min(1).default(".data/postgres"),
  /** Port of the embedded PostgreSQL (loopback only). */
  EMBEDDED_PG_PORT: port.default(54329),
  /** A folder of MR-Ben data files imported at start-up when the benchmark is not yet in the database. */
  MRBEN_DATA_DIR: optionalText,
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
