// What the account page's display-name form may send, validated at the edge.
import { z } from "zod";
import { oneLineText } from "@/lib/validations/free-text";

export const DISPLAY_NAME_MAX = 60;

/** A display name, or "" to go back to the GitHub login. */
export const ZDisplayName = z.object({
  displayName: oneLineText({
    max: DISPLAY_NAME_MAX,
    tooLong: `A display name has at most ${DISPLAY_NAME_MAX} characters.`,
    notText: "Give a display name, or leave the field empty.",
  }),
});
