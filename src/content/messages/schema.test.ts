import { describe, expect, it } from "vitest";
import { parseContent } from "~/content/parse-content";
import fr from "./fr.json" with { type: "json" };
import { messagesSchema } from "./schema";

const FILE = "src/content/messages/fr.json";

/**
 * A language no longer borrows a missing message from English at run time: the file that lacks it stops
 * the build, naming itself and the message, so no page ever shows words of another language.
 */
describe("the interface words' schema", () => {
  it("stops on a missing message with the file and the message", () => {
    const { backToTop: _, ...footer } = fr.footer;
    expect(() => parseContent(messagesSchema, { ...fr, footer }, FILE)).toThrow(/^src\/content\/messages\/fr\.json: footer\.backToTop: write something here$/);
  });

  it("stops on an emptied message", () => {
    expect(() => parseContent(messagesSchema, { ...fr, notFound: { ...fr.notFound, title: "  " } }, FILE)).toThrow(
      /^src\/content\/messages\/fr\.json: notFound\.title: write something here$/,
    );
  });

  it("stops on a text that lost its placeholder, saying what goes there", () => {
    expect(() => parseContent(messagesSchema, { ...fr, footer: { ...fr.footer, rights: "© Agence" } }, FILE)).toThrow(
      "src/content/messages/fr.json: footer.rights: keep {year}: the current year goes there; keep {name}: the registered company name goes there",
    );
  });
});
