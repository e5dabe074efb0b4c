/**
 * RFC 4180 CSV parser: comma-separated fields, CRLF / LF / CR record breaks, double-quoted fields
 * that may contain commas, line breaks and doubled quotes (""). A leading byte-order mark is ignored,
 * and a final line break does not produce an empty record.
 */

export class CsvParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = "CsvParseError";
  }
}

export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let atFieldStart = true;
  let pending = false; // something was read since the last record break
  let line = 1;
  let i = 0;

  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && atFieldStart) {
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvParseError("Unterminated quoted field", startLine);
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (q === "\n") line += 1;
        field += q;
        i += 1;
      }
      atFieldStart = false;
      pending = true;
      // After the closing quote only a separator, a line break or the end may follow.
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvParseError(`Unexpected character ${JSON.stringify(next)} after closing quote`, line);
      }
      continue;
    }
    if (ch === ",") {
      record.push(field);
      field = "";
      atFieldStart = true;
      pending = true;
      i += 1;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      atFieldStart = true;
      pending = false;
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line += 1;
      continue;
    }
    // Unquoted text (a stray quote inside an unquoted field is kept literally).
    field += ch;
    atFieldStart = false;
    pending = true;
    i += 1;
  }
  if (pending) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Parses a CSV whose first record is a header into objects keyed by column name. */
export function parseCsvObjects(input: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(input);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ""))
    .map((row) => {
      const obj: Record<string, string> = {};
      names.forEach((name, idx) => {
        obj[name] = row[idx] ?? "";
      });
      return obj;
    });
}
