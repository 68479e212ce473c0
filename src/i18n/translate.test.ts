import { describe, expect, it, vi } from "vitest";
import { uiMessages } from "~/content/messages";
import { createTranslator, type MessageKey } from "./translate";

const en = uiMessages("en");

describe("createTranslator", () => {
  it("returns the language's text and fills placeholders", () => {
    const t = createTranslator(uiMessages("it"));
    expect(t("footer.rights", { year: 2025, name: "ACME" })).toBe("© 2025 ACME. Tutti i diritti riservati.");
    expect(t("email.copied")).toBe("Email copiata!");
  });

  it("logs a missing key and shows the key itself", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const t = createTranslator(en);
    expect(t("footer.nowhere" as MessageKey)).toBe("footer.nowhere");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"footer.nowhere"'));
  });

  it("leaves a placeholder without a value visible", () => {
    const t = createTranslator(en);
    expect(t("footer.rights", { year: 2025 })).toBe("© 2025 {name}. All rights reserved.");
  });
});

describe("uiMessages", () => {
  it("speaks each language in the 404 title", () => {
    expect(uiMessages("en").notFound.title).toBe("Oops! Page not found");
    expect(uiMessages("it").notFound.title).toBe("Ops! Pagina non trovata");
    expect(uiMessages("fr").notFound.title).toBe("Oups\u202f! Page introuvable");
    expect(uiMessages("zh").notFound.title).toBe("哎呀！页面未找到");
  });
});
