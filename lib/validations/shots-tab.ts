// Which shot setting a page shows, from its URL (?shots=0|1); anything else shows 0-shot.
import { z } from "zod";

export const ZShotsTab = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z
    .enum(["0", "1"])
    .catch("0")
    .transform((value) => Number(value) as 0 | 1),
);
