import type { ContactRequest } from "../src/.server/db/schema";

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
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe; the stored lead and the JSON export stay verbatim.
 */
export function leadsToCsv(leads: ContactRequest[]): string {
  const cell = (value: unknown) => {
    let text = value instanceof Date ? value.toISOString() : String(value ?? "");
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(([, header]) => cell(header)).join(",")];
  for (const lead of leads) lines.push(columns.map(([key]) => cell(lead[key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
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
