import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A lead from the contact form. The table and the five business columns keep the names the agency's
 * existing tooling reads ("Contact-final", "First Name", ...); id, language and created_at are ours.
 */
export const contactRequests = pgTable("Contact-final", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  firstName: text("First Name").notNull(),
  lastName: text("Last Name").notNull().default(""),
  email: text("Email").notNull(),
  company: text("Company").notNull(),
  motivation: text("Motivation").notNull(),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * The idempotency key of the rendered form the lead was sent from (form-token.server.ts): a form
   * posted again — a retry after a lost answer, a double click — finds its lead instead of adding one.
   * Empty only for leads stored before it existed.
   */
  submissionKey: text("submission_key").unique(),
});

/**
 * One pending notification of a new lead per channel (e-mail, webhook), written in the lead's own
 * transaction: a lead is never stored without its notification, and a failed delivery only moves
 * next_attempt_at. The message is built from the lead at delivery time, so an erased lead is never sent.
 */
export const leadNotifications = pgTable(
  "lead_notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Set when the attempts are exhausted; the lead itself stays. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_notifications_due").on(table.nextAttemptAt)],
);

/** Fixed-window counters of the contact form's per-IP rate limit, shared by every replica on PostgreSQL. */
export const contactRateLimits = pgTable("contact_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

export type ContactRequest = typeof contactRequests.$inferSelect;

/**
 * Proof of consent: one row per decision a visitor makes in the cookie banner or settings. No IP
 * address and nothing else that identifies a person: the consent id is a random value kept in the
 * visitor's browser, so a visitor who shows it can be matched to their decisions.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    consentId: text("consent_id").notNull(),
    action: text("action").notNull(),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    preferences: boolean("preferences").notNull(),
    version: text("version").notNull(),
    language: text("language").notNull(),
    /** When the visitor decided, by their clock; receivedAt is ours. */
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One decision is one row: the same proof posted again (a retry, a script) adds none.
  (table) => [uniqueIndex("consent_records_decision").on(table.consentId, table.decidedAt)],
);

/**
 * Secrets every replica must hold alike, made by the first one to start and read by the others: the
 * contact form's token key when FORM_SECRET is unset (service.server.ts).
 */
export const sharedSecrets = pgTable("shared_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Field web vitals: one row per page view whose visitor allowed analytics, sent by the browser as the
 * page goes away (src/features/analytics/field-vitals-beacon.ts). Nothing identifies the visitor: no
 * address, no cookie, no id, and the hour it arrived rather than the moment. Kept 90 days
 * (field-vitals.server.ts), as the privacy policy says. A metric the page did not reach is null.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    receivedHour: timestamp("received_hour", { withTimezone: true }).notNull(),
    /** The page's id in src/lib/pages.ts ("home", "airhelp-case"), or "not-found". */
    page: text("page").notNull(),
    language: text("language").notNull(),
    /** The viewport's device class (src/lib/device.ts): mobile, tablet or desktop. */
    device: text("device").notNull(),
    /** The browser's estimate of the connection (4g, 3g, 2g, slow-2g), where it tells. */
    connection: text("connection"),
    lcpMs: doublePrecision("lcp_ms"),
    inpMs: doublePrecision("inp_ms"),
    cls: doublePrecision("cls"),
    fcpMs: doublePrecision("fcp_ms"),
    ttfbMs: doublePrecision("ttfb_ms"),
    /** A CSS selector of the element the slowest interaction reached (the INP's target). */
    inpTarget: text("inp_target"),
  },
  (table) => [index("web_vitals_received_hour").on(table.receivedHour)],
);
