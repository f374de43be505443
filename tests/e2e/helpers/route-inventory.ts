// Every entry point of app/: pages, route handlers (with their HTTP methods) and server actions
// (the exported functions of "use server" files), read from the files themselves so that a new
// one shows up in the authorization tests until someone classifies it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../helpers/shared-data";

const APP = path.join(PROJECT_ROOT, "app");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(PROJECT_ROOT, file).split(path.sep).join("/");

/** Files as "app/…/page.tsx". */
export function pageFiles(): string[] {
  return filesUnder(APP)
    .filter((file) => /\/page\.(tsx|ts|jsx|js)$/.test(file))
    .map(relative)
    .sort();
}

/** "app/…/route.ts METHOD" for every exported HTTP method. */
export function routeHandlers(): string[] {
  return filesUnder(APP)
    .filter((file) => /\/route\.(ts|js)$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const methods = new Set<string>();
      for (const match of source.matchAll(
        /export\s+(?:async\s+)?function\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
      ))
        methods.add(match[1]!);
      for (const match of source.matchAll(/export\s*\{([^}]*)\}/g))
        for (const name of match[1]!.matchAll(/\bas\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g))
          methods.add(name[1]!);
      for (const match of source.matchAll(/export\s+const\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g))
        methods.add(match[1]!);
      return [...methods].map((method) => `${relative(file)} ${method}`);
    })
    .sort();
}

/** "app/…/actions.ts#name" for every export of a file that starts with "use server". */
export function serverActions(): string[] {
  return filesUnder(path.join(PROJECT_ROOT, "app"))
    .concat(filesUnder(path.join(PROJECT_ROOT, "lib")), filesUnder(path.join(PROJECT_ROOT, "components")))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes(`${path.sep}generated${path.sep}`))
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      if (!source.includes("use server")) return [];
      // An inline action (a "use server" function body) cannot be listed by name: classify the file.
      if (!/^\s*(\/\/[^\n]*\n\s*)*["']use server["']/.test(source)) return [`${relative(file)}#inline`];
      return [...source.matchAll(/export\s+(?:async\s+)?function\s+(\w+)/g)].map(
        (match) => `${relative(file)}#${match[1]!}`,
      );
    })
    .sort();
}

export const STATE_CHANGING = /\s(POST|PUT|PATCH|DELETE)$/;
