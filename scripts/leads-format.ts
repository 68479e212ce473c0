import type { ContactRequest } from "~server/db/schema";

const columns: [keyof ContactRequest, string][] = [
  ["id", "id"],
  ["createdAt", "created_at"],
  ["language", "language"],
  ["firstName", "First Name"],
  ["lastName", "Last Name"],
  ["email", "Email"],
  ["company", "Company"],
  ["motivation", "Motivation"],
];

/**
 * Where a spreadsheet may start a cell: the start of ours, and after any separator it might split on
 * instead of the comma (Excel in Italian or French splits a double-clicked file on ";").
 */
const CELL_START = /(^|[;\t\r\n])(?=[=+\-@\t\r])/g;

/** Tells Excel the file is UTF-8: without it, accents and Chinese names open garbled. */
const UTF8_BOM = "\uFEFF";

/**
 * RFC 4180 CSV, UTF-8 with a byte-order mark. Wherever a spreadsheet could begin a cell with a formula
 * (=, +, -, @, tab, CR), an apostrophe goes first, so a visitor's text is never run; the stored lead and
 * the JSON export stay verbatim.
 */
export function leadsToCsv(leads: ContactRequest[]): string {
  const cell = (value: unknown) => {
    const text = (value instanceof Date ? value.toISOString() : String(value ?? "")).replace(CELL_START, "$1'");
    return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(([, header]) => cell(header)).join(",")];
  for (const lead of leads) lines.push(columns.map(([key]) => cell(lead[key])).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** "3y", "18m", "30d" before `now`; undefined when the text is not such a duration. */
export function parseDuration(text: string, now: Date): Date | undefined {
  const match = /^(\d+)\s*([ymd])$/i.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const cutoff = new Date(now);
  const unit = match[2]!.toLowerCase();
  if (unit === "y") cutoff.setUTCFullYear(cutoff.getUTCFullYear() - amount);
  else if (unit === "m") cutoff.setUTCMonth(cutoff.getUTCMonth() - amount);
  else cutoff.setUTCDate(cutoff.getUTCDate() - amount);
  return cutoff;
}
