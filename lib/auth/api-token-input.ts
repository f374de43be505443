// What the account page's token forms may send, validated at the edge.
import { z } from "zod";

const API_TOKEN_NAME_MAX = 80;

export const ZCreateApiToken = z.object({
  name: z
    .string({ message: "Give the token a name." })
    .trim()
    .min(1, "Give the token a name, e.g. the pipeline that will use it.")
    .max(API_TOKEN_NAME_MAX, `A name has at most ${API_TOKEN_NAME_MAX} characters.`),
});

export const ZRevokeApiToken = z.object({
  tokenId: z.string().trim().min(1).max(64),
});
