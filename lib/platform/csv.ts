// CSV as the exports write it: RFC 4180 quoting, CRLF line ends, and no spreadsheet formulas.
export type CsvValue = string | number | boolean | null;

/**
 * One CSV field. Text that a spreadsheet would read as a formula (= + - @, or a leading tab or
 * carriage return) gets a leading apostrophe (OWASP's advice against CSV injection): model names
 * and organizations are user input. Numbers are written as numbers, so a negative MCC stays one.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A header row, then one CRLF-terminated row per record. */
export function csvTable(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [csvLine(header), ...rows.map(csvLine)].map((line) => `${line}\r\n`).join("");
}
