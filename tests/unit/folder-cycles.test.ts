// The module folders of lib/ and components/ form no cycle: each import between two folders points
// one way (app/ sits on top and is checked too). Inside lib/benchmarks, the contract (its own files) and
// each kind's or kit's folder count as folders too. A cycle names the files that close it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "@/tests/helpers/shared-data";

/**
 * The folder a file belongs to: lib/<folder> or components/<folder> (a file directly in either is its own),
 * lib/benchmarks/<folder> or lib/benchmarks itself, app.
 */
function folderOf(file: string): string | null {
  const parts = path.relative(PROJECT_ROOT, file).split(path.sep);
  // lib/benchmarks holds the kinds' contract (its own files) beside a folder per kind and kit: each a folder.
  if (parts[0] === "lib" && parts[1] === "benchmarks")
    return parts.length > 3 ? parts.slice(0, 3).join("/") : "lib/benchmarks";
  if (parts[0] === "lib" || parts[0] === "components")
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${parts[1]!.replace(/\.tsx?$/, "")}`;
  if (parts[0] === "app") return parts[0];
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(PROJECT_ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next
    }
  }
  return null;
}

function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const files = ["lib", "app", "components"].flatMap((dir) => sourceFiles(path.join(PROJECT_ROOT, dir)));
  for (const file of files) {
    const from = folderOf(file)!;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*["'](@\/[^"']+|\.{1,2}\/[^"']+)["']/g)) {
      const target = resolveImport(file, match[1]!);
      const to = target && folderOf(target);
      if (!to || to === from || to === "lib/generated") continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, path.relative(PROJECT_ROOT, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one folder. */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (;;) {
        const member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
        if (member === node) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the module folders", () => {
  it("import each other without a cycle", () => {
    const graph = folderGraph();
    const found = cycles(graph).map((component) =>
      component.flatMap((from) =>
        [...(graph.get(from) ?? [])]
          .filter(([to]) => component.includes(to))
          .map(([to, file]) => `${from} -> ${to} (${file})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("keep the shared boards apart from every kind: lib/boards reaches no kind's folder", () => {
    const graph = folderGraph();
    const reached = new Set<string>();
    const visit = (folder: string) => {
      for (const to of graph.get(folder)?.keys() ?? []) {
        if (reached.has(to)) continue;
        reached.add(to);
        visit(to);
      }
    };
    visit("lib/boards");
    expect(
      [...reached].filter((folder) => ["lib/benchmarks/mrben", "lib/benchmarks/extraction"].includes(folder)),
    ).toEqual([]);
  });

  it("would see a cycle: app and lib import each other only one way", () => {
    const graph = folderGraph();
    expect(graph.get("app")?.has("lib/auth")).toBe(true);
    expect(graph.get("lib/auth")?.has("app") ?? false).toBe(false);
    expect(
      cycles(
        new Map([
          ["a", new Map([["b", "x"]])],
          ["b", new Map([["a", "y"]])],
        ]),
      ),
    ).toEqual([["a", "b"]]);
  });
});
