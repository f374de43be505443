// What the account page's token forms may send, validated at the edge.
import { z } from "zod";
import { oneLineText } from "@/lib/validations/free-text";

const API_TOKEN_NAME_MAX = 80;

export const ZCreateApiToken = z.object({
  name: oneLineText({
    max: API_TOKEN_NAME_MAX,
    required: "Give the token a name, e.g. the pipeline that will use it.",
    tooLong: `A name has at most ${API_TOKEN_NAME_MAX} characters.`,
    notText: "Give the token a name.",
  }),
});

export const ZRevokeApiToken = z.object({
  tokenId: z.string().trim().min(1).max(64),
});
