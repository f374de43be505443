// What a file's name says, by the rule a kind gives for its official file names (UploadHints.fileName):
// the shot setting, and a warning (MR-Ben: the first stage's file). Shared by the upload form and the server.
import type { UploadHints } from "./kind";

export interface FileNameFacts {
  /** The shot count the name gives, or null when it does not follow the official pattern. */
  shots: number | null;
  /** The kind's warning about this name, if any. */
  warning: string | null;
  gzip: boolean;
}

export function readFileName(name: string, rule: UploadHints["fileName"]): FileNameFacts {
  const base = name.split(/[\\/]/).pop() ?? name;
  const gzip = /\.gz$/i.test(base);
  const match = rule ? new RegExp(rule.pattern, "i").exec(base) : null;
  if (!rule || !match) return { shots: null, warning: null, gzip };
  const missing = rule.missingGroupWarning;
  return {
    shots: Number(match[rule.shotsGroup]),
    warning: missing && match[missing.group] === undefined ? missing.message : null,
    gzip,
  };
}
