import { describe, expect, it } from "vitest";
import { hasValidPercentEncoding, routedPath } from "./request-path";

describe("the path a request is routed by", () => {
  it("refuses a path whose %-escapes do not decode, whatever follows it", () => {
    for (const url of ["/models/%c0%ae", "/models/%ff", "/api/v1/submissions/%ff", "/items/%", "/x/%zz?a=1"])
      expect(hasValidPercentEncoding(url), url).toBe(false);
    for (const url of ["/models/gpt-4o", "/models/caf%C3%A9", "/search?q=%ff", "/"])
      expect(hasValidPercentEncoding(url), url).toBe(true);
  });

  it("resolves encoded and plain dot segments and ;-parameters, as the router will", () => {
    expect(routedPath("/api/..%2faccount")).toBe("/account");
    expect(routedPath("/api/%2e%2e/account")).toBe("/account");
    expect(routedPath("/api/..;/account")).toBe("/account");
    expect(routedPath("/api/v1/./submissions?x=/..")).toBe("/api/v1/submissions");
    expect(routedPath("/api\\..\\account")).toBe("/account");
    expect(routedPath("/../../etc")).toBe("/etc");
    expect(routedPath("/api/v1/submissions")).toBe("/api/v1/submissions");
    expect(routedPath("/%ff")).toBeNull();
  });
});
