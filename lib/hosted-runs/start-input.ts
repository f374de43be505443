// What a submitter gives to start a hosted run, checked with zod: the endpoint, the model, the API
// key, the official script's request settings, the shot settings, concurrency and the spending cap.
import { z } from "zod";
import { ZEndpointBaseUrl } from "@/lib/hosted-endpoint/endpoint-address";
import { oneLineText } from "@/lib/validations/free-text";

/** Requests in flight at once for one run, across every worker: the official script's default is 5. */
export const MAX_HOSTED_CONCURRENCY = 64;

export const ZStartHostedRun = z
  .object({
    baseUrl: ZEndpointBaseUrl,
    model: oneLineText({ max: 200, required: "is empty" }),
    /** Null or empty: the endpoint takes no key. Sealed at once, never shown again. */
    apiKey: z
      .string()
      .max(4096)
      .nullish()
      .transform((key) => (key ? key : null)),
    temperature: z.number().min(0).max(2).default(0),
    topP: z.number().gt(0).max(1).default(0.9),
    shots: z
      .array(z.union([z.literal(0), z.literal(1)]))
      .min(1, "names no shot setting")
      .max(2)
      .refine((shots) => new Set(shots).size === shots.length, "names a shot setting twice")
      .default([0, 1]),
    maxTokens: z.number().int().min(1).max(1_000_000).nullish().default(null),
    stopTokenIds: z.array(z.number().int().min(0)).max(64).default([]),
    concurrency: z.number().int().min(1).max(MAX_HOSTED_CONCURRENCY).default(5),
    maxRequests: z.number().int().min(1).max(10_000_000).nullish().default(null),
    maxTotalTokens: z.number().int().min(1).max(2_000_000_000).nullish().default(null),
    /** Only these subjects; empty: all of them. */
    subjects: z.array(z.string().min(1).max(100)).max(50).default([]),
    /** Only the first N items of each shot setting (a trial run). */
    itemLimit: z.number().int().min(1).nullish().default(null),
  })
  .strict();

export type TStartHostedRun = z.infer<typeof ZStartHostedRun>;
