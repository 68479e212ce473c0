import { z } from "zod";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  // Analytics and consent (README, "Consent and analytics"). IDs are read when the server starts.
  GA4_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX").optional(),
  GTM_CONTAINER_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX").optional(),
  CLARITY_PROJECT_ID: z.string().regex(/^[a-z0-9]+$/, "must be the lower-case Clarity project id").optional(),
  GOOGLE_ADS_ID: z.string().regex(/^AW-[0-9]+$/, "must look like AW-123456789").optional(),
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

/** Parses the environment once at boot; a bad value stops the server with a message naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
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
