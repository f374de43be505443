// Group commit gathers the writes that arrive while one runs into the next, answers each caller
// with its own result, and fails only the batch whose write failed.
import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("groupCommit", () => {
  it("writes the first alone, then everything that arrived meanwhile in one call, in order", async () => {
    const calls: number[][] = [];
    const first = gate();
    const write = groupCommit(async (inputs: number[]) => {
      calls.push(inputs);
      if (calls.length === 1) await first.opened;
      return inputs.map((n) => n * 10);
    });
    const results = [write(1), write(2), write(3), write(4)];
    first.open();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it("rejects the callers of a failed write only, and goes on with the next batch", async () => {
    const first = gate();
    let call = 0;
    const write = groupCommit(async (inputs: string[]) => {
      call++;
      if (call === 1) {
        await first.opened;
        throw new Error("the database went away");
      }
      return inputs.map((text) => text.toUpperCase());
    });
    const failed = write("a");
    const later = [write("b"), write("c")];
    first.open();
    await expect(failed).rejects.toThrow("the database went away");
    expect(await Promise.all(later)).toEqual(["B", "C"]);
  });
});
