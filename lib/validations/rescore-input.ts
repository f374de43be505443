// The admin page's start button: which benchmark to rescore, by slug (the default benchmark when absent).
import { z } from "zod";
import { BENCHMARK_SLUG } from "@/lib/validations/submission-meta";

export const ZRescoreBenchmark = z.string().regex(BENCHMARK_SLUG).optional();
