import { describe, expect, it } from "vitest";
import { parseStartForm } from "./start-form";
import { failureAsFormErrors } from "./start-failure-text";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

const FILLED = {
  baseUrl: "https://api.example.org/v1/",
  model: "my-model",
  apiKey: "sk-secret",
  temperature: "",
  topP: "",
  maxTokens: "",
  stopTokenIds: "128001, 128009",
  concurrency: "8",
  shots: ["0", "1"],
  maxRequests: "100",
  maxTotalTokens: "",
  itemLimit: "3",
  subjects: ["math"],
};

describe("the start form read with the API's schema", () => {
  it("turns the boxes into the API's settings, empty boxes into defaults and nulls", () => {
    const parsed = parseStartForm(form(FILLED));
    expect(parsed.ok && parsed.value.settings).toEqual({
      baseUrl: "https://api.example.org/v1",
      model: "my-model",
      apiKey: "sk-secret",
      temperature: 0,
      topP: 0.9,
      shots: [0, 1],
      maxTokens: null,
      stopTokenIds: [128001, 128009],
      concurrency: 8,
      maxRequests: 100,
      maxTotalTokens: null,
      subjects: ["math"],
      itemLimit: 3,
    });
  });

  it("names each bad field, and never hands the API key back to the form", () => {
    const parsed = parseStartForm(
      form({ ...FILLED, baseUrl: "not a url", model: "", concurrency: "999", stopTokenIds: "1, x", shots: [] }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const { errors, values } = parsed.error;
    expect(Object.keys(errors).sort()).toEqual(["baseUrl", "concurrency", "model", "shots", "stopTokenIds"]);
    expect(errors.baseUrl).toBe("The base URL is not a URL.");
    expect(errors.model).toBe("is empty");
    expect(JSON.stringify(values)).not.toContain("sk-secret");
    expect(values.baseUrl).toBe("not a url");
  });

  it("says a refused endpoint address is refused by the address policy, on the base URL", () => {
    const shown = failureAsFormErrors({
      code: "address-refused",
      message: "10.0.0.1 is a private address; an admin can allow it in the settings",
      errors: [{ pointer: "baseUrl", detail: "10.0.0.1 is a private address; an admin can allow it in the settings" }],
    });
    expect(shown.errors.baseUrl).toBe(
      "The endpoint's address is refused by the portal's address policy: 10.0.0.1 is a private address; an admin can allow it in the settings",
    );
  });

  it("shows a refusal about no field as the form's message", () => {
    expect(failureAsFormErrors({ code: "hosted-runs-off", message: "Hosted evaluation is off." })).toEqual({
      message: "Hosted evaluation is off.",
      errors: {},
    });
  });
});
