// A shields.io-style two-part SVG badge for model cards, for any board: "MR-Ben | MR-Score 42.1 (#3)",
// "ORD reactions | F1 61.2 (#2)".
import { ENTRY_TIER_WORDS, type EntryTier } from "@/lib/benchmarks/board-change";

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

/** What a badge says of a model's row on a board: its score, rank and tier. */
export interface BadgeRow {
  score: number;
  rank: number | null;
  tier: EntryTier;
}

/**
 * The badge of a model's row (null: not on the board) on the board `label` names: its score as the
 * board shows it, its rank, and whether the portal evaluated it or a source reported it.
 */
export function entryBadge(
  row: BadgeRow | null,
  { label, scoreLabel, format }: { label: string; scoreLabel: string; format: (score: number) => string },
): Badge {
  if (!row) return { label, message: "not found", color: BADGE_COLORS.missing };
  const rank = row.rank === null ? "unranked" : `#${row.rank}`;
  const tier = row.tier === "reported" || row.tier === "evaluated" ? `, ${ENTRY_TIER_WORDS[row.tier]}` : "";
  return {
    label,
    message: `${scoreLabel} ${format(row.score)} (${rank}${tier})`,
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
