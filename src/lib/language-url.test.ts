import { describe, expect, it } from "vitest";
import { bestLanguage, languageFromPath, languageQueryRedirect, switchLanguagePath } from "./language-url";

describe("switchLanguagePath", () => {
  it("rewrites the language segment and keeps query and hash", () => {
    expect(switchLanguagePath("fr", "/en/terms", "?utm_source=x", "#governing-law")).toBe("/fr/terms?utm_source=x#governing-law");
  });

  it("inserts a language when the path has none", () => {
    expect(switchLanguagePath("zh", "/airhelp-case")).toBe("/zh/airhelp-case");
    expect(switchLanguagePath("it", "/")).toBe("/it");
  });

  it("maps the contact slug between languages", () => {
    expect(switchLanguagePath("en", "/it/contattaci")).toBe("/en/contact");
    expect(switchLanguagePath("it", "/fr/contact", "?a=1")).toBe("/it/contattaci?a=1");
  });

  it("switches the home page", () => {
    expect(switchLanguagePath("fr", "/it", "", "#services")).toBe("/fr#services");
  });
});

describe("languageFromPath", () => {
  it("reads only a supported first segment", () => {
    expect(languageFromPath("/zh/terms")).toBe("zh");
    expect(languageFromPath("/es/terms")).toBeUndefined();
    expect(languageFromPath("/terms")).toBeUndefined();
  });
});

describe("bestLanguage", () => {
  it("picks the highest-ranked supported language", () => {
    expect(bestLanguage("de-DE,de;q=0.9,fr;q=0.8,en;q=0.5")).toBe("fr");
    expect(bestLanguage("zh-CN,zh;q=0.9")).toBe("zh");
    expect(bestLanguage("en;q=0.4, it-IT;q=0.9")).toBe("it");
  });

  it("falls back to English", () => {
    expect(bestLanguage(null)).toBe("en");
    expect(bestLanguage("de,es;q=0.8")).toBe("en");
    expect(bestLanguage("fr;q=0")).toBe("en");
  });
});

describe("languageQueryRedirect", () => {
  it("moves a supported ?lang to the path and keeps the other parameters", () => {
    expect(languageQueryRedirect(new URL("http://x/en?lang=fr&utm_source=news"))).toBe("/fr?utm_source=news");
    expect(languageQueryRedirect(new URL("http://x/?lang=zh"))).toBe("/zh");
    expect(languageQueryRedirect(new URL("http://x/it/contattaci?lang=en"))).toBe("/en/contact");
  });

  it("ignores an unsupported or absent lang", () => {
    expect(languageQueryRedirect(new URL("http://x/en?lang=de"))).toBeUndefined();
    expect(languageQueryRedirect(new URL("http://x/en"))).toBeUndefined();
  });
});
