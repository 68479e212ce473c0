import { describe, expect, it } from "vitest";
import { keepWordsTogether } from "./line-breaks";

const visible = (text: string) => text.replaceAll("\u2060", "|");

describe("keepWordsTogether", () => {
  it("joins the characters of each Chinese word, leaving breaks between words and after punctuation", () => {
    const joined = visible(keepWordsTogether("登上欧洲和美国媒体，风险由我们共担", "zh"));
    expect(joined).toContain("媒|体，");
    expect(joined).toContain("我|们");
    expect(joined.replaceAll("|", "")).toBe("登上欧洲和美国媒体，风险由我们共担");
  });

  it("keeps a hyphenated word whole and leaves Latin words and spaces alone", () => {
    expect(visible(keepWordsTogether("en Europe et aux États-Unis, à risque", "fr"))).toBe("en Europe et aux États-|Unis, à risque");
    expect(keepWordsTogether("Press coverage in Europe", "en")).toBe("Press coverage in Europe");
  });
});
