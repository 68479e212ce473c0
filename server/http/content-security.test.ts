import { describe, expect, it } from "vitest";
import { withTagSources } from "./content-security";

const astroPolicy =
  "default-src 'self';img-src 'self' data:;connect-src 'self';frame-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline' ;";

describe("the Astro site's Content-Security-Policy", () => {
  it("adds each configured tag host to its own directive, after the build's sources and hashes", () => {
    const policy = withTagSources(astroPolicy, {
      script: ["https://www.googletagmanager.com"],
      connect: ["https://*.google-analytics.com"],
      img: ["https://*.google.com"],
      frame: ["https://td.doubleclick.net"],
    });
    expect(policy.split("; ")).toEqual([
      "default-src 'self'",
      "img-src 'self' data: https://*.google.com",
      "connect-src 'self' https://*.google-analytics.com",
      "frame-src 'self' https://td.doubleclick.net",
      "script-src 'self' 'sha256-abc=' https://www.googletagmanager.com",
      "style-src 'self' 'unsafe-inline'",
    ]);
  });

  it("leaves the policy's sources as they are when no tag is configured", () => {
    expect(withTagSources(astroPolicy, { script: [], connect: [], img: [], frame: [] })).toBe(
      "default-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'",
    );
  });
});
