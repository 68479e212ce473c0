/**
 * Consent facts the product decides once (spec, sections 3, 5 and 9). The one switch the agency may
 * want to change is `italianVersionExempt`; see docs/consent-and-analytics.md.
 */
export const consentConfig = {
  /**
   * The spec exempts the Italian version of the site from the consent requirement: visitors of /it are
   * neither asked nor geolocated, and every category is on unless they choose otherwise in the settings.
   * Set to false to apply the country rule on the Italian version as well.
   */
  italianVersionExempt: true,
  /** A stored decision of another version is void: raise this when the cookie policy changes materially. */
  version: "1.0",
  validityDays: 90,
  storageKey: "pr-site-cookie-consent",
  /** The consent cookie the cookie policy names (src/content/legal/<lang>/cookiepolicy.md). */
  cookieName: "cookie_consent",
  /**
   * Cookies deleted whenever their category is off (the cookie policy lists them). A name ending in "*"
   * stands for every cookie that begins so: Google Analytics names one per measurement ID, _ga_<id>.
   */
  analyticsCookies: ["_ga", "_ga_*", "_clck", "_clsk"],
  marketingCookies: ["_gcl_au", "_gcl_aw", "_gcl_dc", "IDE", "test_cookie", "_fbp", "fr", "MUID", "NID"],
} as const;
