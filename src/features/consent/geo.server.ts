import { locationFor, normaliseCountry, type LocationInfo } from "./rule";

/** Country headers the common CDNs set, with their region companions. */
const cdnHeaders = [
  { country: "cf-ipcountry", region: "cf-region-code" },
  { country: "cloudfront-viewer-country", region: "cloudfront-viewer-country-region" },
  { country: "x-vercel-ip-country", region: "x-vercel-ip-country-region" },
] as const;

export const GEO_SERVICE_TIMEOUT_MS = 1500;

export interface GeoOptions {
  /** GEO_COUNTRY_HEADER: a header name the CDN in front of us sets, lower case. */
  countryHeader?: string;
  /** GEO_SERVICE_URL: a country-by-IP service; `{ip}` in it is replaced by the visitor's address. */
  serviceUrl?: string;
}

/** What GET /api/geo answers; country is null when nothing could tell. */
export type GeoAnswer = LocationInfo | { country: null; region: null; isEU: false; isChina: false; requiresConsent: null };

const unknown: GeoAnswer = { country: null, region: null, isEU: false, isChina: false, requiresConsent: null };

type HeaderLookup = (name: string) => string | undefined;

export function countryFromHeaders(header: HeaderLookup, countryHeader?: string): { country: string; region: string | null } | undefined {
  const candidates = countryHeader ? [{ country: countryHeader, region: undefined }, ...cdnHeaders] : cdnHeaders;
  for (const candidate of candidates) {
    const country = normaliseCountry(header(candidate.country));
    if (country) return { country, region: (candidate.region && header(candidate.region)?.trim()) || null };
  }
  return undefined;
}

/**
 * Asks the optional country-by-IP service; any failure or a slow answer is "unknown", never an error
 * page. The visitor's address goes to that service only, never into our logs or database.
 */
export async function countryFromService(
  serviceUrl: string,
  ip: string | undefined,
  timeoutMs = GEO_SERVICE_TIMEOUT_MS,
): Promise<{ country: string; region: string | null } | undefined> {
  if (serviceUrl.includes("{ip}") && !ip) return undefined;
  try {
    const response = await fetch(serviceUrl.replace("{ip}", encodeURIComponent(ip ?? "")), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { country?: unknown; country_code?: unknown; region?: unknown };
    const country = normaliseCountry(typeof body.country === "string" ? body.country : typeof body.country_code === "string" ? body.country_code : undefined);
    return country ? { country, region: typeof body.region === "string" ? body.region : null } : undefined;
  } catch {
    return undefined;
  }
}

/** The CDN header first, then the optional service, else unknown (the browser then falls back, spec §7). */
export async function resolveLocation(request: { header: HeaderLookup; ip?: string }, options: GeoOptions): Promise<GeoAnswer> {
  const found =
    countryFromHeaders(request.header, options.countryHeader) ?? (options.serviceUrl ? await countryFromService(options.serviceUrl, request.ip) : undefined);
  return found ? locationFor(found.country, found.region) : unknown;
}
