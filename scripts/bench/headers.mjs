// The MDN HTTP Observatory budgets: the Observatory's own grade of our server behind TLS
// (./observatory.mjs), and the two rules that are plain header facts, checked directly on the page's
// headers and on any <meta http-equiv> policy in it, so that they read even where the grade cannot run.
import { observatoryGrade } from "./observatory.mjs";

/** The directives of one Content-Security-Policy, by name. */
function directives(policy) {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

export async function headerRules(url) {
  const response = await fetch(url, { redirect: "manual" });
  const html = await response.text();
  const metaPolicies = [...html.matchAll(/<meta[^>]+http-equiv=["']content-security-policy["'][^>]*content=["']([^"']*)["']/gi)].map((match) => match[1]);
  const policies = [...(response.headers.get("content-security-policy")?.split(",") ?? []), ...metaPolicies];
  // script-src, or default-src where a policy has none: the sources scripts are held to.
  const scriptSources = policies.map((policy) => {
    const parsed = directives(policy);
    return parsed.get("script-src") ?? parsed.get("default-src") ?? [];
  });
  const hsts = response.headers.get("strict-transport-security");
  const observatory = await observatoryGrade(new URL(url).origin);
  return {
    url,
    status: response.status,
    observatoryGrade: observatory.grade,
    observatoryScore: observatory.score ?? null,
    observatoryFailed: observatory.failed ?? [],
    observatoryNote: observatory.note,
    csp: policies.length > 0,
    scriptSrcUnsafeInline: scriptSources.some((sources) => sources.includes("'unsafe-inline'")),
    permissionsPolicy: response.headers.get("permissions-policy"),
    strictTransportSecurity: hsts,
  };
}
