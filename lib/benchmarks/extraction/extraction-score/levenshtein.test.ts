import { describe, expect, it } from "vitest";
import { codePointLength, codePoints, levenshteinDistance } from "./levenshtein";

/** The textbook full-matrix recurrence, as an independent check. */
function matrixDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const table = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 0; j <= y.length; j++) table[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
    }
  }
  return table[x.length]![y.length]!;
}

describe("levenshteinDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(levenshteinDistance("kitten", "sitting")).toBe(3);
    expect(levenshteinDistance("hello world", "hello wrold")).toBe(2);
    expect(levenshteinDistance("", "abc")).toBe(3);
    expect(levenshteinDistance("abc", "")).toBe(3);
    expect(levenshteinDistance("", "")).toBe(0);
    expect(levenshteinDistance("same", "same")).toBe(0);
  });

  it("is symmetric whichever string is the shorter", () => {
    expect(levenshteinDistance("flaw", "lawn")).toBe(levenshteinDistance("lawn", "flaw"));
    expect(levenshteinDistance("a", "xxxxa")).toBe(4);
    expect(levenshteinDistance("xxxxa", "a")).toBe(4);
  });

  it("counts a character outside the BMP as one edit, as Python's len() does", () => {
    expect(levenshteinDistance("😀", "😁")).toBe(1);
    expect(levenshteinDistance("a😀b", "ab")).toBe(1);
    expect([...codePoints("a😀b")]).toEqual([0x61, 0x1f600, 0x62]);
  });

  it("agrees with the full-matrix recurrence on random strings", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = ["a", "b", "c", "😀", " "];
    const word = () => Array.from({ length: next() % 9 }, () => alphabet[next() % alphabet.length]).join("");
    for (let k = 0; k < 300; k++) {
      const [a, b] = [word(), word()];
      expect(levenshteinDistance(a, b), `${a} / ${b}`).toBe(matrixDistance(a, b));
    }
  });

  it("with a bound, is exact up to it and bound + 1 past it, on random strings of every length", () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    // With and without characters past the BMP (which leave Myers' algorithm and the count bound out).
    const alphabets = [
      ["a", "b", "c", "😀", " ", "d"],
      ["a", "b", "c", "é", " ", "d", "e", "f"],
    ];
    const word = (alphabet: string[], longest: number) =>
      Array.from({ length: next() % longest }, () => alphabet[next() % alphabet.length]).join("");
    for (let k = 0; k < 3000; k++) {
      const alphabet = alphabets[k % 2]!;
      const longest = k % 3 === 0 ? 80 : 34;
      const [a, b] = [word(alphabet, longest), word(alphabet, longest)];
      expect(levenshteinDistance(a, b), `${a} / ${b}`).toBe(matrixDistance(a, b));
      const exact = matrixDistance(a, b);
      const bound = next() % 40;
      expect(levenshteinDistance(a, b, bound), `${a} / ${b} within ${bound}`).toBe(Math.min(exact, bound + 1));
    }
  });

  it("counts characters as Python does, fast for text without surrogates", () => {
    expect(codePointLength("abc")).toBe(3);
    expect(codePointLength("a😀b")).toBe(3);
    expect(codePointLength("")).toBe(0);
  });
});
