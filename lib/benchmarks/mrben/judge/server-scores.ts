// The scores a full judge audit stores (JudgeAudit.serverScores), as readers parse them back.
import { z } from "zod";

export const ZServerScores = z.object({
  meanMrScore: z.number(),
  subjects: z.record(z.string(), z.object({ accStep: z.number(), accReason: z.number(), mrScore: z.number() })),
});
