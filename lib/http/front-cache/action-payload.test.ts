import { describe, expect, it } from "vitest";
import { checkActionPayload, type PayloadCheck } from "./action-payload";

const text = (value: string) => new TextEncoder().encode(value);

/** A multipart body as the browser's fetch sends a FormData, with its content type. */
async function multipart(fields: Array<[string, string | Blob]>): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request("http://portal.test/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

const fetchAction = async (fields: Array<[string, string | Blob]>) =>
  checkActionPayload({ ...(await multipart(fields)), fetchAction: true });
const formPost = async (fields: Array<[string, string]>) =>
  checkActionPayload({ ...(await multipart(fields)), fetchAction: false });
const textAction = (body: Uint8Array | string) =>
  checkActionPayload({
    body: typeof body === "string" ? text(body) : body,
    contentType: "text/plain;charset=UTF-8",
    fetchAction: true,
  });

const refused = (fault: string): PayloadCheck => ({
  ok: false,
  error: { code: "malformed-action", message: expect.stringContaining(fault) as string },
});

/** What useActionState renders into a form for a browser without JavaScript. */
const noScriptForm = (rows: { reference?: string; state?: string } = {}): Array<[string, string]> => [
  ["$ACTION_REF_4", ""],
  ["$ACTION_4:0", rows.reference ?? '{"id":"60ec48b94d","bound":"$@1"}'],
  ["$ACTION_4:1", rows.state ?? "[null]"],
  ["$ACTION_KEY", "k81f0aaecd5"],
  ["name", "a token"],
];

describe("checkActionPayload: fetch actions", () => {
  it("passes what React's encodeReply sends for (state, form): rows with the form's entries", async () => {
    expect(
      await fetchAction([
        ["_1_name", "a token"],
        ["_1_file", new Blob(["{not json"])],
        ["0", JSON.stringify([{ ok: false, error: "$$5 is a price", fieldErrors: { name: ["$undefined"] } }, "$K1"])],
      ]),
    ).toEqual({ ok: true });
    expect(await textAction('[null,"$K1"]')).toEqual({ ok: true });
  });

  it("refuses a text body that is not the argument list, or not UTF-8", async () => {
    expect(await textAction("not json")).toEqual(refused("are not JSON"));
    expect(await textAction("")).toEqual(refused("are not JSON"));
    expect(await textAction('{"a":1}')).toEqual(refused("[state, form]"));
    expect(await textAction('[null,"a form"]')).toEqual(refused("[state, form]"));
    expect(await textAction('[null,"$K1",3]')).toEqual(refused("[state, form]"));
    expect(await textAction(new Uint8Array([0x5b, 0xff, 0x5d]))).toEqual(refused("not UTF-8"));
  });

  it("refuses references in the state, which React would resolve into promises, maps or actions", async () => {
    for (const reference of ["$@9", "$Q5", "$h5", "$1", "$W2", "$B3", "$T"])
      expect(await textAction(JSON.stringify([{ nested: [reference] }, "$K1"]))).toEqual(refused("holds a reference"));
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    expect(await textAction(`[${deep},"$K1"]`)).toEqual(refused("nested deeper"));
  });

  it("refuses multipart bodies that do not parse, lack row 0, or hold a row that is not JSON", async () => {
    expect(await fetchAction([["_1_name", "x"]])).toEqual(refused('no row "0"'));
    expect(
      await fetchAction([
        ["1", "{"],
        ["0", '[null,"$K1"]'],
      ]),
    ).toEqual(refused('Row "1" of the action\'s body is not JSON'));
    expect(await fetchAction([["0", new Blob(['[null,"$K1"]'])]])).toEqual(refused("is a file"));
    expect(await fetchAction([["0", '"$K1"']])).toEqual(refused("[state, form]"));
    const { body } = await multipart([["0", "[]"]]);
    for (const contentType of ["multipart/form-data; boundary=abc", "multipart/form-data"])
      expect(await checkActionPayload({ body, contentType, fetchAction: true })).toEqual(
        refused("not readable multipart/form-data"),
      );
  });
});

describe("checkActionPayload: forms posted without JavaScript", () => {
  it("passes the form useActionState renders, and a post that names no action", async () => {
    expect(await formPost(noScriptForm())).toEqual({ ok: true });
    expect(await formPost(noScriptForm({ state: '[{"ok":false,"error":"No such token."}]' }))).toEqual({ ok: true });
    expect(await formPost([["name", "x"]])).toEqual({ ok: true });
  });

  it("refuses a bare $ACTION_ID_, a malformed action row and a state that is not [plain JSON]", async () => {
    expect(await formPost([["$ACTION_ID_60ec48b94d", ""]])).toEqual(refused("bare $ACTION_ID_"));
    expect(await formPost(noScriptForm({ reference: "{" }))).toEqual(refused('is not {"id", "bound"'));
    expect(await formPost(noScriptForm({ reference: '{"id":"60ec","bound":null}' }))).toEqual(refused("is not {"));
    expect(await formPost(noScriptForm({ state: "{" }))).toEqual(refused("bound state is not [state]"));
    expect(await formPost(noScriptForm({ state: '["$@9"]' }))).toEqual(refused("holds a reference"));
    expect(await formPost(noScriptForm().filter(([name]) => name !== "$ACTION_4:1"))).toEqual(
      refused("bound state is not [state]"),
    );
  });
});
