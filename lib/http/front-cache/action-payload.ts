// What a server action's request must hold before Next.js decodes it. Next's action handler sends
// an error from React's reply decoder, and an action called with arguments it cannot take, to the
// same 500 as a fault in the action, so a request outside the portal's one action contract is
// refused here with what is wrong with it. Every portal action is `(previousState, form)`, used
// through useActionState, so:
// - a fetch action (Next-Action) sends React's reply: one JSON text, or multipart/form-data whose
//   numbered fields are JSON rows; the argument list (row 0) is `[state, "$K<id>"]`, the form's
//   entries being the fields that "$K" names;
// - a form posted without JavaScript names its action with `$ACTION_REF_<n>`: row `$ACTION_<n>:0`
//   is `{"id", "bound": "$@<id>"}` and the bound row is `[state]`.
// A state is plain JSON. In React's reply format a string that starts with "$" is a reference
// (a promise, a map, another action...) unless it is one of the plain values below; none of the
// portal's states holds a reference.

import { err, ok, type Result } from "@/lib/result";
import { isMultipart } from "./request-path";

/** The payload may go on to Next.js, or what is wrong with it (the 400's detail). */
export type PayloadCheck = Result<void, { code: "malformed-action"; message: string }>;

const OK: PayloadCheck = ok(undefined);
/** Fields named by a bare number are a fetch action's rows; the rest are the form's entries. */
const ROW_FIELD = /^\d+$/;
const FORM_REFERENCE = /^\$K[0-9a-f]+$/;
const BOUND_REFERENCE = /^\$@([0-9a-f]+)$/;
/** "$" strings that stand for plain values: an escaped "$", undefined, NaN, ±Infinity, -0, a date, a bigint. */
const PLAIN_DOLLAR = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/;
/** Deeper than any state of the portal's forms; React's decoder recurses once per level. */
const MAX_STATE_DEPTH = 32;

export async function checkActionPayload(request: {
  body: Uint8Array;
  contentType: string | undefined;
  fetchAction: boolean;
}): Promise<PayloadCheck> {
  const multipart = isMultipart(request.contentType);
  if (!request.fetchAction) return multipart ? checkFormPost(await readForm(request)) : OK;
  if (!multipart) {
    const text = utf8(request.body);
    return text === null ? fault("The action's body is not UTF-8 text.") : checkArguments(text);
  }
  const form = await readForm(request);
  if (typeof form === "string") return fault(form);
  const root = form.get("0");
  if (root === null) return fault('The action\'s body has no row "0" (the argument list).');
  for (const [name, value] of form) {
    if (!ROW_FIELD.test(name)) continue;
    if (typeof value !== "string") return fault(`Row "${name}" of the action's body is a file, not JSON text.`);
    if (parseJson(value) === undefined) return fault(`Row "${name}" of the action's body is not JSON.`);
  }
  return checkArguments(root as string);
}

function checkArguments(text: string): PayloadCheck {
  const args = parseJson(text);
  if (args === undefined) return fault("The action's arguments are not JSON.");
  if (!Array.isArray(args) || args.length !== 2 || typeof args[1] !== "string" || !FORM_REFERENCE.test(args[1]))
    return fault("The action's arguments are not the portal's [state, form] (\"$K\" and an id, second).");
  return checkState(args[0]);
}

function checkFormPost(form: FormData | string): PayloadCheck {
  if (typeof form === "string") return fault(form);
  const names = [...form.keys()];
  if (names.some((name) => name.startsWith("$ACTION_ID_")))
    return fault("The portal's forms post their state with their action ($ACTION_REF_), never a bare $ACTION_ID_.");
  for (const name of names.filter((key) => key.startsWith("$ACTION_REF_"))) {
    const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
    const reference = parseJson(String(form.get(`${prefix}0`) ?? ""));
    const bound =
      isRecord(reference) && typeof reference.bound === "string" ? BOUND_REFERENCE.exec(reference.bound) : null;
    if (!isRecord(reference) || typeof reference.id !== "string" || !bound)
      return fault(`The form's action (${prefix}0) is not {"id", "bound": "$@<id>"}.`);
    const state = parseJson(String(form.get(`${prefix}${parseInt(bound[1]!, 16)}`) ?? ""));
    if (!Array.isArray(state) || state.length !== 1) return fault("The form's bound state is not [state].");
    const check = checkState(state[0]);
    if (!check.ok) return check;
  }
  return OK;
}

function checkState(state: unknown, depth = 0): PayloadCheck {
  if (depth > MAX_STATE_DEPTH) return fault(`The action's state is nested deeper than ${MAX_STATE_DEPTH} levels.`);
  if (typeof state === "string")
    return state.startsWith("$") && !PLAIN_DOLLAR.test(state)
      ? fault(`The action's state holds a reference ("${state.slice(0, 12)}"), which no portal form sends.`)
      : OK;
  if (state === null || typeof state !== "object") return OK;
  for (const value of Object.values(state)) {
    const check = checkState(value, depth + 1);
    if (!check.ok) return check;
  }
  return OK;
}

/** The multipart body as a form, or what is wrong with it. */
async function readForm(request: { body: Uint8Array; contentType: string | undefined }): Promise<FormData | string> {
  try {
    return await new Response(request.body as BodyInit, {
      headers: { "content-type": request.contentType ?? "" },
    }).formData();
  } catch {
    return "The action's body is not readable multipart/form-data (check the boundary and the parts).";
  }
}

/** The JSON value, or undefined when the text is not JSON (JSON has no undefined). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function utf8(body: Uint8Array): string | null {
  try {
    return strictUtf8.decode(body);
  } catch {
    return null;
  }
}

function fault(message: string): PayloadCheck {
  return err({ code: "malformed-action", message });
}
