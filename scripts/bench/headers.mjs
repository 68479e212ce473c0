// The MDN HTTP Observatory rules of the budgets, checked on our response headers. The Observatory itself
// (@mdn/mdn-http-observatory) cannot grade a server here: its install downloads the HSTS preload list,
// the public-suffix list and Mozilla's CA bundle from the internet (postinstall) and builds pg-native,
// so it is neither a devDependency nor something the bench can fetch offline; and its `scan()` takes a
// hostname only (ports 80 and 443). So the A+ grade stays unmeasured, and the two rules that are plain
// header facts are checked directly, on the headers and on any <meta http-equiv> policy of the page.

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
  return {
    url,
    status: response.status,
    observatoryGrade: null,
    observatoryNote: "not graded: the Observatory package cannot be installed offline (see scripts/bench/headers.mjs)",
    csp: policies.length > 0,
    scriptSrcUnsafeInline: scriptSources.some((sources) => sources.includes("'unsafe-inline'")),
    permissionsPolicy: response.headers.get("permissions-policy"),
    strictTransportSecurity: hsts,
  };
}
