import { describe, expect, it } from "vitest";
import { contentGroup, deviceType, exceptionParams, newScrollMilestones, pageViewParams, utcOffset, webVitalParams } from "./events";

describe("event payloads", () => {
  it("page_view carries the path, title, location, language and content group", () => {
    const airhelp = { pathname: "/en/airhelp-case", href: "https://example.com/en/airhelp-case?utm_source=x", title: "AirHelp", lang: "en" } as const;
    expect(pageViewParams({ ...airhelp, contentGroup: "case-studies" })).toEqual({
      page_path: "/en/airhelp-case",
      page_title: "AirHelp",
      page_location: "https://example.com/en/airhelp-case?utm_source=x",
      content_group: "case-studies",
      language: "en",
    });
  });

  it("groups pages as the spec says, the case studies by the collection's addresses", () => {
    const cases = ["zte-case", "acme"];
    expect(contentGroup("/it", cases)).toBe("home");
    expect(contentGroup("/zh/", cases)).toBe("home");
    expect(contentGroup("/fr/zte-case", cases)).toBe("case-studies");
    expect(contentGroup("/en/acme", cases)).toBe("case-studies");
    expect(contentGroup("/en/thank-you", cases)).toBe("conversion");
    expect(contentGroup("/en/terms", cases)).toBe("legal");
    expect(contentGroup("/it/cookiepolicy", cases)).toBe("legal");
    expect(contentGroup("/en/contact", cases)).toBe("other");
    expect(
      pageViewParams({ pathname: "/en/whatever", href: "https://example.com/en/whatever", title: "", lang: "en", contentGroup: "other", notFound: true })
        .content_group,
    ).toBe("error");
  });

  it("device type comes from the user agent", () => {
    expect(deviceType("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceType("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe("mobile");
    expect(deviceType("Mozilla/5.0 (Linux; Android 13; SM-X710) Safari/537.36")).toBe("tablet");
    expect(deviceType("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceType("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0")).toBe("desktop");
  });

  it("web_vitals rounds values and multiplies CLS by 1000", () => {
    expect(webVitalParams({ name: "CLS", value: 0.0734, rating: "good", id: "v5-1" })).toEqual({
      metric_name: "CLS",
      value: 73,
      rating: "good",
      metric_id: "v5-1",
    });
    expect(webVitalParams({ name: "LCP", value: 1234.56, rating: "good", id: "v5-2" }).value).toBe(1235);
    expect(webVitalParams({ name: "INP", value: 87.4, rating: "good", id: "v5-3" })).toMatchObject({ metric_name: "INP", value: 87 });
  });

  it("scroll_depth reports each milestone once", () => {
    expect(newScrollMilestones(60, new Set())).toEqual([25, 50]);
    expect(newScrollMilestones(100, new Set([25, 50]))).toEqual([75, 100]);
    expect(newScrollMilestones(10, new Set())).toEqual([]);
  });

  it("exception describes errors and rejections without a stack", () => {
    expect(exceptionParams(new TypeError("x is undefined"), "error")).toEqual({ description: "TypeError: x is undefined", fatal: false, source: "error" });
    expect(exceptionParams("network down", "unhandledrejection")).toEqual({ description: "network down", fatal: false, source: "unhandledrejection" });
    expect(exceptionParams(new Error("y".repeat(400)), "error").description).toHaveLength(150);
  });
});

describe("utcOffset", () => {
  it("writes Date's offset (minutes west of UTC) as UTC±hh:mm", () => {
    expect(utcOffset(-60)).toBe("UTC+01:00");
    expect(utcOffset(0)).toBe("UTC+00:00");
    expect(utcOffset(300)).toBe("UTC-05:00");
    expect(utcOffset(-330)).toBe("UTC+05:30");
    expect(utcOffset(570)).toBe("UTC-09:30");
  });
});
