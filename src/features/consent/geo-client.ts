import { fallbackLocation, locationFor, normaliseCountry, type LocationInfo } from "./rule";

export const GEO_TIMEOUT_MS = 1500;
export const GEO_CACHE_MS = 24 * 60 * 60 * 1000;
export const geoPath = "/api/geo";

let cached: { location: LocationInfo; at: number } | undefined;

/** For tests: forget the in-memory answer. */
export function resetGeoCache() {
  cached = undefined;
}

/**
 * The visitor's location from our own endpoint (which reads the CDN's country header, so the browser
 * talks to no third party), cached in memory for 24 h. When it fails or cannot tell: the region of the
 * browser language, then Italy with consent required (spec, section 7).
 */
export async function lookupLocation(options: { baseUrl?: string; languages?: readonly string[]; now?: () => number } = {}): Promise<LocationInfo> {
  const now = options.now ?? Date.now;
  if (cached && now() - cached.at < GEO_CACHE_MS) return cached.location;
  const location =
    (await fetchLocation(options.baseUrl ?? "")) ?? regionFromLanguages(options.languages ?? navigator.languages ?? [navigator.language]) ?? fallbackLocation;
  cached = { location, at: now() };
  return location;
}

async function fetchLocation(baseUrl: string): Promise<LocationInfo | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), GEO_TIMEOUT_MS);
  try {
    const response = await fetch(`${baseUrl}${geoPath}`, { signal: controller.signal, headers: { accept: "application/json" } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { country?: string | null; region?: string | null };
    const country = normaliseCountry(body.country);
    // The rule is applied here, not taken from the answer, so client and server cannot disagree.
    return country ? locationFor(country, body.region ?? null) : undefined;
  } catch (error) {
    console.warn("[consent] country lookup failed", error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The region of the browser's own language: "de-AT" → AT. Only the first tag speaks for the visitor: the
 * others are languages they also read, and a German browser that lists en-US after de is not in the US.
 * A first language without a region tells nothing about the country.
 */
export function regionFromLanguages(tags: readonly string[]): LocationInfo | undefined {
  const region = normaliseCountry(tags[0]?.split(/[-_]/)[1]);
  return region ? locationFor(region) : undefined;
}
