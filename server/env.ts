import express from "express";
import { z } from "zod";

/**
 * A number from the environment, its range named in the message of whichever bound it misses. The
 * "must be a number" is for text that is no number only: as the schema's own message it would also
 * replace the bounds' messages.
 */
function numberSetting({ min, max, whole = false }: { min: number; max?: number; whole?: boolean }) {
  const range = max === undefined ? `must be at least ${min}` : `must be between ${min} and ${max}`;
  const number = z.coerce.number({ error: (issue) => (issue.code === "invalid_type" ? "must be a number" : undefined) });
  const bounded = (whole ? number.int("must be a whole number") : number).min(min, range);
  return max === undefined ? bounded : bounded.max(max, range);
}

const port = numberSetting({ min: 1, max: 65535, whole: true });

/** A chain of CDN, load balancer and reverse proxy is three hops; beyond a few, any visitor's header is believed. */
const MAX_TRUSTED_PROXY_HOPS = 5;

/** Whether the address at this hop of a request (0 = the socket's peer) is a trusted proxy. */
export type TrustHop = (address: string, hop: number) => boolean;

/** TRUST_PROXY compiled by Express's own parser, as `app.set("trust proxy", …)` reads it; throws on a value it cannot read. */
export function trustedProxies(setting: string | number | false): TrustHop {
  return express().set("trust proxy", setting).get("trust proxy fn") as TrustHop;
}

/**
 * What is wrong with a TRUST_PROXY value, read by Express's own parser (as the server will read it), or
 * undefined. A value Express cannot read would otherwise stop the start with a stack trace; one that
 * trusts every address or every hop would let any visitor choose the address the rate limits count.
 */
function trustProxyProblem(setting: string | number | false): string | undefined {
  if (setting === "true") return "must name the trusted proxies (a hop count or addresses), not true";
  if (typeof setting === "number") return setting > MAX_TRUSTED_PROXY_HOPS ? `must be between 0 and ${MAX_TRUSTED_PROXY_HOPS} (a hop count)` : undefined;
  if (setting === false) return undefined;
  let trusts: TrustHop;
  try {
    trusts = trustedProxies(setting);
  } catch {
    return `must be a hop count (0 to ${MAX_TRUSTED_PROXY_HOPS}), false, or addresses and subnets of proxies (or loopback, linklocal, uniquelocal), separated by commas`;
  }
  const everyAddress = [
    ["0.0.0.0", "255.255.255.255"],
    ["::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ].some((ends) => ends.every((address) => trusts(address, 0)));
  return everyAddress ? "trusts every address: any visitor could then pick the address the rate limits count" : undefined;
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  // Which proxies may tell us the client's address (X-Forwarded-For), in Express's "trust proxy" terms:
  // a hop count, or addresses/subnets/names such as "loopback" or "10.0.0.0/8". Trusting every proxy
  // would let any visitor pick a fresh address and escape the contact form's rate limit.
  TRUST_PROXY: z
    .string()
    .min(1)
    .default("loopback")
    .transform((value, context) => {
      const setting = /^\d+$/.test(value) ? Number(value) : value === "false" ? false : value;
      const problem = trustProxyProblem(setting);
      if (problem) context.addIssue({ code: "custom", message: problem });
      return setting;
    }),
  // Deadlines for a client to send its headers, then its whole request (server/http/http-server.ts), and the
  // connections held at once.
  HEADERS_TIMEOUT_SECONDS: numberSetting({ min: 1, max: 300 }).default(10),
  REQUEST_TIMEOUT_SECONDS: numberSetting({ min: 1, max: 3600 }).default(30),
  MAX_CONNECTIONS: numberSetting({ min: 16, whole: true }).default(4096),
  // One client address's share of them (an IPv6 /64), unless it is a trusted proxy: an office behind one
  // address opens a few per browser; a script holding thousands of idle sockets is refused past it.
  MAX_CONNECTIONS_PER_CLIENT: numberSetting({ min: 1, whole: true }).default(256),
  // Longer than a proxy in front keeps its idle connections (60 s on common load balancers): shorter, and a
  // proxy reusing a connection the server has just closed answers 502, and does not retry a post.
  KEEP_ALIVE_TIMEOUT_SECONDS: numberSetting({ min: 1, max: 600 }).default(65),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  FORM_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)").optional(),
  CONTACT_MIN_FILL_SECONDS: numberSetting({ min: 0, max: 60 }).default(2),
  CONTACT_RATE_LIMIT_MAX: numberSetting({ min: 1, whole: true }).default(10),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: numberSetting({ min: 1, whole: true }).default(600),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  NOTIFY_EMAIL_FROM: z.string().min(3).optional(),
  NOTIFY_EMAIL_TO: z.string().min(3).optional(),
  NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  NOTIFY_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // Analytics and consent (docs/consent-and-analytics.md). IDs are read when the server starts.
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
    .optional(),
  CLARITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9]+$/, "must be the lower-case Clarity project id")
    .optional(),
  GOOGLE_ADS_ID: z
    .string()
    .regex(/^AW-[0-9]+$/, "must look like AW-123456789")
    .optional(),
  GOOGLE_ADS_PHONE_LABEL: z.string().min(1).optional(),
  GOOGLE_ADS_FORM_LABEL: z.string().min(1).optional(),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name")
    .transform((name) => name.toLowerCase())
    .optional(),
  GEO_SERVICE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** E-mail notification needs its three settings together; a half-configured channel would fail silently. */
function emailSettingsComplete(env: Env) {
  const given = [env.SMTP_URL, env.NOTIFY_EMAIL_FROM, env.NOTIFY_EMAIL_TO].filter(Boolean).length;
  return given === 0 || given === 3;
}

/** Parses the environment once at boot; a bad value stops the server with a message naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) {
    if (!emailSettingsComplete(result.data)) {
      throw new EnvError(
        "Invalid environment configuration:\n  SMTP_URL, NOTIFY_EMAIL_FROM and NOTIFY_EMAIL_TO must be set together.\nSee .env.example for the accepted values.",
      );
    }
    if (result.data.HEADERS_TIMEOUT_SECONDS > result.data.REQUEST_TIMEOUT_SECONDS) {
      throw new EnvError(
        "Invalid environment configuration:\n  HEADERS_TIMEOUT_SECONDS must not exceed REQUEST_TIMEOUT_SECONDS (the headers are part of the request).\nSee .env.example for the accepted values.",
      );
    }
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    return `  ${name}=${JSON.stringify(source[name])}: ${issue.message}`;
  });
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}\nSee .env.example for the accepted values.`);
}

export class EnvError extends Error {}

export function databaseTarget(env: Env) {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
}
