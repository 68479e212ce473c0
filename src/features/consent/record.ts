import { consentConfig } from "~/config/consent";
import type { Language } from "~/i18n/languages";
import { isLanguage } from "~/i18n/languages";
import type { LocationInfo } from "./rule";

export const optionalCategories = ["analytics", "marketing", "preferences"] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type CategoryId = "necessary" | OptionalCategory;
export type ConsentCategories = { necessary: true } & Record<OptionalCategory, boolean>;

/** How the visitor decided; kept with the proof of consent. */
export type ConsentAction = "accept_all" | "reject_all" | "save_settings";

/** The record stored in localStorage and mirrored in the consent cookie (spec, section 3). */
export interface ConsentRecord {
  /** Random id that links this browser's decisions in the proof table; nothing else identifies it. */
  id: string;
  timestamp: number;
  version: string;
  categories: ConsentCategories;
  location: LocationInfo | null;
  language: Language;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const allCategories: ConsentCategories = { necessary: true, analytics: true, marketing: true, preferences: true };
export const necessaryOnly: ConsentCategories = { necessary: true, analytics: false, marketing: false, preferences: false };

/** Valid only when of the current version and younger than the validity period (spec, section 5). */
export function isValidRecord(record: ConsentRecord, now: number = Date.now()): boolean {
  const age = now - record.timestamp;
  return record.version === consentConfig.version && age >= 0 && age < consentConfig.validityDays * DAY_MS;
}

/** Parses a stored value; anything that is not a well-formed record is treated as no record. */
export function parseRecord(raw: string | null): ConsentRecord | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    const categories = value.categories as Partial<ConsentCategories> | undefined;
    if (
      typeof value.id !== "string" ||
      typeof value.timestamp !== "number" ||
      typeof value.version !== "string" ||
      !isLanguage(value.language) ||
      !categories ||
      !optionalCategories.every((id) => typeof categories[id] === "boolean")
    ) {
      return undefined;
    }
    return {
      id: value.id,
      timestamp: value.timestamp,
      version: value.version,
      language: value.language,
      location: value.location ?? null,
      categories: { necessary: true, analytics: !!categories.analytics, marketing: !!categories.marketing, preferences: !!categories.preferences },
    };
  } catch {
    return undefined;
  }
}

export function createRecord(input: {
  categories: ConsentCategories;
  location: LocationInfo | null;
  language: Language;
  previousId?: string;
  now?: number;
}): ConsentRecord {
  return {
    id: input.previousId ?? crypto.randomUUID(),
    timestamp: input.now ?? Date.now(),
    version: consentConfig.version,
    categories: { ...input.categories, necessary: true },
    location: input.location,
    language: input.language,
  };
}

export function readStoredRecord(): ConsentRecord | undefined {
  try {
    return parseRecord(window.localStorage.getItem(consentConfig.storageKey));
  } catch (error) {
    console.warn("[consent] storage unavailable", error);
    return undefined;
  }
}

/** Stores the record and its cookie, and removes the analytics and the marketing cookies when their category is off. */
export function storeRecord(record: ConsentRecord): void {
  try {
    window.localStorage.setItem(consentConfig.storageKey, JSON.stringify(record));
  } catch (error) {
    console.warn("[consent] storage unavailable", error);
  }
  const cookieValue = encodeURIComponent(JSON.stringify({ v: record.version, t: record.timestamp, ...pick(record.categories) }));
  const maxAge = consentConfig.validityDays * 24 * 60 * 60;
  document.cookie = `${consentConfig.cookieName}=${cookieValue}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure()}`;
  if (!record.categories.analytics) deleteCookies(consentConfig.analyticsCookies);
  if (!record.categories.marketing) deleteCookies(consentConfig.marketingCookies);
}

/** Removes the record, the consent cookie, and the analytics and marketing cookies. */
export function clearStoredRecord(): void {
  try {
    window.localStorage.removeItem(consentConfig.storageKey);
  } catch (error) {
    console.warn("[consent] storage unavailable", error);
  }
  expireCookie(consentConfig.cookieName);
  deleteCookies(consentConfig.analyticsCookies);
  deleteCookies(consentConfig.marketingCookies);
}

/**
 * Tags set their cookies on the bare host and on the registrable domain (".example.com"): expire each
 * name on every parent domain of this host so none survives. A name ending in "*" expires every cookie
 * of this page that begins so.
 */
function deleteCookies(names: readonly string[]): void {
  const present = document.cookie.split("; ").map((pair) => pair.split("=", 1)[0]!);
  for (const name of names) {
    if (!name.endsWith("*")) expireCookie(name);
    else for (const match of new Set(present.filter((cookie) => cookie.startsWith(name.slice(0, -1))))) expireCookie(match);
  }
}

function expireCookie(name: string) {
  const parts = window.location.hostname.split(".");
  const domains = [""];
  for (let index = 0; index < parts.length - 1; index++) domains.push(`; Domain=.${parts.slice(index).join(".")}`);
  for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
}

function pick(categories: ConsentCategories) {
  return { a: categories.analytics ? 1 : 0, m: categories.marketing ? 1 : 0, p: categories.preferences ? 1 : 0 };
}

function secure() {
  return window.location.protocol === "https:" ? "; Secure" : "";
}
