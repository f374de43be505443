// A shields.io-style two-part SVG badge for model cards: "MR-Ben | MR-Score 42.1 (#3)".
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import type { RankedRow, Shots } from "@/lib/benchmarks/mrben/board/types";
import { ENTRY_TIER_WORDS } from "@/lib/benchmarks/board-change";

export const BADGE_COLORS = { ranked: "#007ec6", unranked: "#dfb317", missing: "#9f9f9f" } as const;

export type Badge = { label: string; message: string; color: string };

const NARROW = new Set("iIl.,:;!|'()[]fjt ");
const WIDE = new Set("mwMW@%");

/** Width in px of text in 11px Verdana, estimated per character class (exact metrics need a font). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (NARROW.has(char)) width += 4;
    else if (WIDE.has(char)) width += 11;
    else if (/[A-Z#]/.test(char)) width += 8;
    else width += 7;
  }
  return width;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The badge's message for a model's row on the overall board of one shot setting. */
export function modelBadge(row: RankedRow | null, shots: Shots): Badge {
  const label = shots === 0 ? "MR-Ben" : "MR-Ben 1-shot";
  if (!row) return { label, message: "not found", color: BADGE_COLORS.missing };
  const rank = row.rank === null ? "unranked" : `#${row.rank}`;
  const reported =
    row.entry.tier === "reported" || row.entry.tier === "evaluated" ? `, ${ENTRY_TIER_WORDS[row.entry.tier]}` : "";
  return {
    label,
    message: `MR-Score ${formatPercent(row.score.value)} (${rank}${reported})`,
    color: row.rank === null ? BADGE_COLORS.unranked : BADGE_COLORS.ranked,
  };
}

export function renderBadge({ label, message, color }: Badge): string {
  const padding = 6;
  const left = textWidth(label) + 2 * padding;
  const right = textWidth(message) + 2 * padding;
  const width = left + right;
  const title = escapeXml(`${label}: ${message}`);
  const text = (content: string, x: number) =>
    `<text x="${x}" y="15" fill="#010101" fill-opacity=".3">${escapeXml(content)}</text>` +
    `<text x="${x}" y="14">${escapeXml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>` +
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>` +
    `<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#555"/>` +
    `<rect x="${left}" width="${right}" height="20" fill="${escapeXml(color)}"/>` +
    `<rect width="${width}" height="20" fill="url(#s)"/></g>` +
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">` +
    text(label, left / 2) +
    text(message, left + right / 2) +
    `</g></svg>`
  );
}
