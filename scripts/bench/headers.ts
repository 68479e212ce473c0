// The bench's headers section, the MDN HTTP Observatory budgets: the Observatory's own grade of our server
// behind TLS (./observatory.ts), and the two rules that are plain header facts, checked directly on the page's
// headers and on any <meta http-equiv> policy in it, so that they read even where the grade cannot run.
import { pagePath } from "~/lib/pages.ts";
import { observatoryGrade } from "./observatory.ts";
import { budgetRow, origin, type Section } from "./site-bench.ts";

/** The directives of one Content-Security-Policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );
}

async function headerRules(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  const html = await response.text();
  const metaPolicies = [...html.matchAll(/<meta[^>]+http-equiv=["']content-security-policy["'][^>]*content=["']([^"']*)["']/gi)].map((match) => match[1] ?? "");
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

type HeaderRules = Awaited<ReturnType<typeof headerRules>>;

const budgets = (h: HeaderRules) => [
  budgetRow("Observatory grade behind TLS", h.observatoryGrade, null, h.observatoryGrade === "A+", "A+"),
  budgetRow(
    "CSP script-src without 'unsafe-inline'",
    !h.csp ? "no CSP" : h.scriptSrcUnsafeInline ? "has it" : "none",
    null,
    h.csp && !h.scriptSrcUnsafeInline,
    "none",
  ),
  budgetRow("Permissions-Policy header", h.permissionsPolicy ? "present" : "missing", null, Boolean(h.permissionsPolicy), "present"),
];

function printDetails(h: HeaderRules): void {
  console.log(
    `Observatory, ${h.url} behind TLS: ${h.observatoryGrade ?? "n/a"}${h.observatoryScore === null ? "" : ` (${h.observatoryScore})`}; ${h.observatoryNote}`,
  );
  for (const failed of h.observatoryFailed) console.log(`  failed: ${failed}`);
}

export const headersSection: Section = {
  timed: false,
  needs: [],
  async run(bench) {
    const result = await headerRules(origin(bench, "ours") + pagePath("home", bench.langs[0]!));
    return { result, budgets: budgets(result), printDetails: () => printDetails(result) };
  },
};
