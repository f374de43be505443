// What an upload request says about its file: name, length and compression.

/** From `X-File-Name` (percent-encoded) or Content-Disposition's filename* / filename. */
export function fileNameFromHeaders(headers: Headers): string | null {
  const explicit = headers.get("x-file-name");
  if (explicit) return safeDecode(explicit).slice(0, 300);
  const disposition = headers.get("content-disposition");
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) return safeDecode(extended[1].trim()).slice(0, 300);
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim().slice(0, 300) ?? null;
}

export function declaredLength(headers: Headers): number | null {
  const raw = headers.get("content-length");
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

export function declaresGzip(headers: Headers): boolean {
  const type = headers.get("content-type")?.toLowerCase() ?? "";
  const encoding = headers.get("content-encoding")?.toLowerCase() ?? "";
  return type.includes("gzip") || encoding.includes("gzip");
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
