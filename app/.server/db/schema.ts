import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
});

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
