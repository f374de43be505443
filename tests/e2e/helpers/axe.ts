// axe-core in a playwright-core page: injects the engine's source and runs it on the whole
// document, answering the serious and critical violations with enough detail (rule, page,
// viewport, each offending node's selector and markup) that a failure says what to fix.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, Result } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that fail a page; "minor" and "moderate" are reported by axe but not held against it. */
const FAILING: ImpactValue[] = ["serious", "critical"];

/** The WCAG 2.x A and AA rules, axe's best practices, and its experimental rules (label-content-name-mismatch is one). */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"];

export interface AxeViolation {
  rule: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; html: string; summary: string }>;
}

/** Runs axe on the page as it is now; answers the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    RULE_TAGS,
  );
  return results.violations
    .filter((violation): violation is Result & { impact: ImpactValue } => FAILING.includes(violation.impact!))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(" >> "),
        html: node.html.length > 300 ? `${node.html.slice(0, 300)}…` : node.html,
        summary: node.failureSummary ?? "",
      })),
    }));
}

/** One paragraph per violation: what rule, where, and the nodes that break it. */
export function describeViolations(violations: AxeViolation[], where: string): string {
  return violations
    .map((violation) =>
      [
        `${violation.rule} (${violation.impact}) on ${where}: ${violation.help} <${violation.helpUrl}>`,
        ...violation.nodes.map(
          (node) => `  - ${node.target}\n    ${node.html}\n    ${node.summary.replace(/\n/g, "\n    ")}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}
