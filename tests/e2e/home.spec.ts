import type { Locator, Page } from "@playwright/test";
import { expect, layoutShiftSoFar, test, waitForPageReady } from "./fixtures";
import { EXAMPLE_CLIENTS, EXAMPLE_PRESS_OUTLETS } from "../../scripts/brand-check";
import { readCaseStudies } from "~/content/cases/files";
import { readHomeCopy as homeCopy, readReviews } from "~/content/home/files";
import { clientLogos, pressOutlets } from "~/content/logos";
import { languages, type Language } from "~/i18n/languages";
import { pagePath } from "~/lib/pages";
import { uiMessages } from "~/content/messages";

const en = homeCopy("en");
const italian = homeCopy("it");

/**
 * The headline of the hero's front clipping, the case's result on its home card: what the typewriter types
 * (the hero's own headline is whole from the first paint, tests/e2e/typography.spec.ts).
 */
function frontClipping(lang: Language): string {
  return readCaseStudies().find((study) => study.facts.heroClipping === "front")!.copy[lang].card!.results!;
}

/** Testimonials and the rating with their sources, as the agency supplied them: none until it does. */
const { ratings, testimonials } = readReviews();

/** The sections shown: those of the testimonials and the client logos only with something to show. */
const sectionIds = [
  "hero",
  "services",
  "about",
  "i-nostri-business-case",
  "business-cases-section",
  ...(clientLogos.length > 0 ? ["clients"] : []),
  "pricing",
  "contact",
  ...(testimonials.length > 0 ? ["testimonials"] : []),
  "faq",
];

/** Distance between a section's top and the bottom of the header bar; the spec wants 20 px. */
function gapUnderHeader(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const bar = document.querySelector("[data-header-bar]")!.getBoundingClientRect();
    return Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top - bar.bottom);
  }, id);
}

/**
 * Scrolls down as a reader does, at most 300 px at a time and a frame apart, until the section's top is
 * `distance` px below the screen's top: sections out of reach render on the way, as they come near.
 */
async function readDownTo(page: Page, id: string, distance: number) {
  const section = page.locator(`#${id}`);
  for (let step = 0; step < 60; step++) {
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    if (top <= distance) return;
    await page.evaluate(
      (by) => new Promise((painted) => requestAnimationFrame(() => (window.scrollBy(0, by), requestAnimationFrame(painted)))),
      Math.min(300, Math.ceil(top - distance)),
    );
  }
  throw new Error(`#${id} never came within ${distance} px`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`every section, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    for (const lang of languages) {
      test(`/${lang} has every section with its heading`, async ({ page }) => {
        const copy = homeCopy(lang);
        await page.goto(`/${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.headlineDesktop);
        for (const id of sectionIds) await expect(page.locator(`#${id}`)).toBeAttached();
        const headings = [
          copy.services.title,
          copy.about.title,
          copy.cases.title,
          ...(clientLogos.length > 0 ? [copy.clients.title] : []),
          copy.pricing.title,
          copy.contact.title,
          ...(testimonials.length > 0 ? [copy.testimonials.title] : []),
          copy.faq.title,
        ];
        for (const heading of headings) await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        await expect(page.locator("#i-nostri-business-case article")).toHaveCount(4);
        await expect(page.locator("#faq details")).toHaveCount(4);
        await expect(page.locator("#clients img")).toHaveCount(clientLogos.length);
      });
    }
  });
}

for (const lang of languages) {
  test(`/${lang}: a question the FAQ does not answer has a way in, beside the questions: the reply time and the contact page`, async ({ page }) => {
    const { faq } = homeCopy(lang);
    await page.goto(`/${lang}`);
    const section = page.locator("#faq");
    await expect(section.getByText(faq.intro)).toBeVisible();
    const ask = section.getByRole("link", { name: faq.ask });
    await expect(ask).toHaveAttribute("href", pagePath("contact", lang));
    await ask.click();
    await expect(page).toHaveURL(pagePath("contact", lang));
  });
}

test.describe("nothing untrue", () => {
  /** The people, rating and companies the site once invented: none of them may come back. */
  const invented = ["Marco Bellini", "Sophie Laurent", "Daniel Weber", "Chiara Moretti", "4,9/5", "4.9/5", ...EXAMPLE_CLIENTS, ...EXAMPLE_PRESS_OUTLETS];

  for (const lang of languages) {
    test(`/${lang} shows no invented person, quote, rating or logo: only what the agency supplied with its source`, async ({ page }) => {
      const { hero, testimonials: section } = homeCopy(lang);
      await page.goto(`/${lang}`);
      // The whole page as served, far sections included, with the pictures' names.
      const shown = await page.evaluate(
        () => document.body.textContent + [...document.querySelectorAll("[alt]")].map((image) => image.getAttribute("alt")).join(" "),
      );
      for (const text of invented) expect(shown, text).not.toContain(text);

      await expect(page.locator("#testimonials blockquote")).toHaveText(testimonials.map((testimonial) => testimonial.quote[lang]));
      if (testimonials.length === 0) {
        await expect(page.locator("#testimonials")).toHaveCount(0);
        await expect(page.getByRole("heading", { name: section.title })).toHaveCount(0);
        await expect(page.getByRole("region", { name: section.carouselLabel })).toHaveCount(0);
      }
      // The hero's figures: the rating only with its page on its platform, then the agency's own figures.
      const figures = page.locator("#hero ul li");
      await expect(figures).toHaveCount(ratings.length + 2);
      await expect(page.locator("#hero [data-stat-source]")).toHaveCount(ratings.length);
      await expect(figures.nth(ratings.length)).toContainText(hero.stats.projects.value);
      await expect(figures.nth(ratings.length + 1)).toContainText(hero.stats.clients.value);
      // Two figures take the row's width between them: no column left empty.
      const row = await page.locator("#hero ul").boundingBox();
      const last = await figures.last().boundingBox();
      expect(row!.x + row!.width - (last!.x + last!.width)).toBeLessThan(2);
    });
  }
});

test.describe("header", () => {
  test("nav items land each section just under the header", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    for (const [label, id] of [
      ["Services", "services"],
      ["About us", "about"],
      ["Results", "i-nostri-business-case"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect.poll(() => gapUnderHeader(page, id), { timeout: 8000 }).toBeGreaterThanOrEqual(18);
      await expect.poll(() => gapUnderHeader(page, id), { timeout: 8000 }).toBeLessThanOrEqual(22);
    }
    await expect(page).toHaveURL(/\/en$/);
  });

  test("a section chosen with the keyboard takes the focus along: the next Tab goes on from there, not from the header", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "About us" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const focused = document.activeElement!;
      const about = document.getElementById("about")!;
      return {
        inHeader: focused.closest("header") !== null,
        afterAboutStarts: (about.compareDocumentPosition(focused) & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) !== 0,
      };
    });
    expect(where).toEqual({ inHeader: false, afterAboutStarts: true });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the menu closes and the section lands under the header", async ({ page }) => {
      await page.goto("/it");
      await page.getByRole("button", { name: "Apri il menu" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "Chi siamo" }).click();
      await expect(page.locator("#mobile-menu")).toBeHidden();
      await expect.poll(() => gapUnderHeader(page, "about"), { timeout: 8000 }).toBeGreaterThanOrEqual(18);
      await expect.poll(() => gapUnderHeader(page, "about"), { timeout: 8000 }).toBeLessThanOrEqual(22);
    });
  });

  test("is transparent over the hero, solid below it and transparent once the contact section is behind it", async ({ page }) => {
    await page.goto("/en");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(header).toHaveAttribute("data-solid", "true");
    // Lower on the screen the dark section is not behind the header yet: white links over white stay hidden.
    await readDownTo(page, "contact", page.viewportSize()!.height / 2);
    await expect(header).toHaveAttribute("data-solid", "true");
    await readDownTo(page, "contact", 0);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.goto("/en/airhelp-case");
    await expect(header).toHaveAttribute("data-solid", "true");
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the header stays readable where the scroll hint lands and while the hero's end passes under it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/en");
    await waitForPageReady(page);
    const header = page.getByRole("banner");
    const hint = page.getByRole("link", { name: en.hero.scrollDown, exact: true });
    await hint.click();
    // The hint goes down to 90 % of the viewport height (spec), where the hero has ended behind the header.
    await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - window.innerHeight * 0.9) < 1.5)).toBe(true);
    await expect(header).toHaveAttribute("data-solid", "true");
    // Scrolled by hand to where the white section after the hero is 40 px under the header's top edge.
    await page.evaluate(() => window.scrollTo(0, document.getElementById("hero")!.getBoundingClientRect().bottom + window.scrollY - 40));
    await expect(header).toHaveAttribute("data-solid", "true");
    // Higher up, the hero alone is behind it: transparent, as the spec asks.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.5));
    await expect(header).toHaveAttribute("data-solid", "false");
  });
}

test("the front clipping's headline types again after a language change", async ({ page }) => {
  test.slow();
  await page.goto("/it");
  const line = page.locator("[data-typewriter]");
  await expect(line).toHaveAttribute("data-typewriter", "done", { timeout: 15_000 });
  await expect(line.locator("[data-typed]")).toHaveText(frontClipping("it"));

  await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.hero.headlineDesktop);
  await expect(line).toHaveAttribute("data-typewriter", "typing");
  const partial = (await line.locator("[data-typed]").textContent()) ?? "";
  expect(partial.length).toBeLessThan(frontClipping("en").length);
  expect(frontClipping("en").startsWith(partial)).toBe(true);
  await expect(line).toHaveAttribute("data-typewriter", "done", { timeout: 15_000 });
  await expect(line.locator("[data-typed]")).toHaveText(frontClipping("en"));
});

test("a link to a section far down the home page lands on it", async ({ page }) => {
  for (const id of ["faq", "contact"]) {
    await page.goto(`/en/terms`);
    await page.goto(`/en#${id}`);
    await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
    // Still there once the page has settled: nothing above it changed its height meanwhile.
    await page.waitForLoadState("networkidle");
    await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
  }
});

test.describe("sections far down", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("render once within two viewport heights of the screen, and their pictures start loading there", async ({ page }) => {
    await page.goto("/en");
    const rendered = (selector: string) => page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const picture = page.locator("#clients img").first();
    expect(await rendered("#clients h2")).toBe(false);
    await expect(picture).toHaveAttribute("loading", "lazy");
    // Nearer than two viewport heights below the screen, farther than the browser's own margin (measured in
    // Chromium: a section 1.7 viewport heights below the screen is not rendered by it).
    await readDownTo(page, "clients", 844 * 2.8);
    await expect.poll(() => rendered("#clients h2")).toBe(true);
    // Its first logo sits less than 400 px under the section's top.
    await readDownTo(page, "clients", 844 * 2.5);
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test("a reload puts the reader back at the section they were reading", async ({ page }) => {
    await page.goto("/en");
    await readDownTo(page, "faq", 100);
    const heading = page.locator("#faq h2");
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top);
    await page.reload();
    await waitForPageReady(page);
    const after = await heading.evaluate((element) => element.getBoundingClientRect().top);
    // Not to the pixel: a carousel above that has not started again lacks its controls' 60 px, and two lie
    // above the questions on a phone (measured: 120-127 px off).
    expect(Math.abs(after - before)).toBeLessThan(150);
  });
});

test("the front clipping's headline stays on the paper while it types: nothing painted is taken away", async ({ page }) => {
  await page.goto("/en", { waitUntil: "commit" });
  const line = page.locator("[data-typewriter]");
  // What a sighted visitor reads: the typed part and the part still to type, in one line.
  const readable = () => line.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim());
  const seen: string[] = [];
  await expect(line).toHaveAttribute("data-typewriter", "typing", { timeout: 10_000 });
  while ((await line.getAttribute("data-typewriter")) === "typing") seen.push(await readable());
  seen.push(await readable());
  expect(seen.length).toBeGreaterThan(3);
  expect(new Set(seen)).toEqual(new Set([frontClipping("en")]));
});

test("the home page's motion stops by itself: the scroll hint within five seconds, everything once the clipping is typed", async ({ page }) => {
  test.slow();
  await page.goto("/en");
  const hintEnd = await page
    .locator("#hero a[href='#services']")
    .evaluate((hint) => hint.getAnimations().map((animation) => animation.effect!.getComputedTiming().endTime));
  expect(hintEnd).toHaveLength(1);
  expect(Number(hintEnd[0])).toBeLessThanOrEqual(5000);
  await expect(page.locator("[data-typewriter]")).toHaveAttribute("data-typewriter", "done", { timeout: 15_000 });
  // Nothing anywhere on the page: a page at rest draws no frames. The skeletons of pictures far down,
  // pulsing before anyone came near them, kept it drawing.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test("the clipping types only in sight: scrolled away it waits, cursor hidden, and back in sight it types to the end", async ({ page }) => {
  await page.goto("/en");
  const line = page.locator("[data-typewriter]");
  // The cursor is an empty inline box (its bar is drawn by ::before): shown or hidden by its attribute.
  const cursor = line.locator("[data-typewriter-cursor]");
  await expect(line).toHaveAttribute("data-typewriter", "typing");
  await expect(cursor).not.toHaveAttribute("hidden");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(cursor).toHaveAttribute("hidden");
  await expect(line).toHaveAttribute("data-typewriter", "typing");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(cursor).not.toHaveAttribute("hidden");
  await expect(line).toHaveAttribute("data-typewriter", "done", { timeout: 15_000 });
  await expect(line.locator("[data-typed]")).toHaveText(frontClipping("en"));
});

test("a language switch at the top keeps every section below, in the new language, and the footer", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr$/);
  // The sections far below had not hydrated yet: React drops their server HTML on such an update.
  await expect(page.locator("#faq h2")).toHaveText(homeCopy("fr").faq.title);
  for (const id of sectionIds) await expect(page.locator(`#${id}`)).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toContainText(uiMessages("fr").footer.legalHeading);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the hero is as tall as what it says, in every language: no band of empty blue above or below it", async ({ page }) => {
    for (const lang of languages) {
      await page.goto(`/${lang}`);
      const gaps = await page.locator("#hero").evaluate((hero) => {
        const header = document.querySelector("[data-header-bar]")!.getBoundingClientRect();
        const kicker = hero.querySelector("p")!.getBoundingClientRect();
        const figures = hero.querySelector("ul")!.getBoundingClientRect();
        return { above: kicker.top - header.bottom, below: hero.getBoundingClientRect().bottom - figures.bottom };
      });
      // The Chinese hero, centred in 92 % of the screen, had 170 px of blue above its kicker and 200 below its figures.
      expect(gaps.above, lang).toBeLessThanOrEqual(64);
      expect(gaps.below, lang).toBeLessThanOrEqual(120);
    }
  });

  test("the page is as wide as the screen while the blocks below wait to be revealed, in every language", async ({ page }) => {
    for (const lang of languages) {
      await page.goto(`/${lang}`);
      await waitForPageReady(page);
      // Blocks out of sight wait, moved aside, to be revealed: some of them 32 px past the right edge.
      await expect(page.locator("[data-reveal-state=waiting]").first()).toBeAttached();
      // A wider page is zoomed out to fit: the layout viewport grows with it.
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
    }
  });

  test("a jump to the footer shows the blocks it passed at once, without animating them out of sight", async ({ page }) => {
    await page.goto("/en");
    await waitForPageReady(page);
    await expect(page.locator("[data-reveal-state=waiting]").first()).toBeAttached();
    await page.locator("footer").scrollIntoViewIfNeeded();
    // Every rendered block above the screen is as served: no reveal in progress, no inline style. A block
    // in a section the jump never rendered waits, out of sight, to be revealed when it is scrolled to.
    const passed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-reveal]")]
          .filter((block) => block.checkVisibility({ contentVisibilityAuto: true }) && block.getBoundingClientRect().bottom <= 0)
          .map((block) => `${block.dataset.revealState ?? "none"} ${block.getAttribute("style") ?? ""}`.trim()),
      );
    await expect.poll(async () => (await passed()).filter((state) => state !== "settled" && state !== "shown"), { timeout: 2000 }).toEqual([]);
    expect((await passed()).length).toBeGreaterThan(0);
  });
});

test.describe("on the narrowest phones (320 px)", () => {
  test.use({ viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true });

  test("the hero's calls to action and the whole pricing card fit the screen, in every language", async ({ page }) => {
    for (const lang of languages) {
      await page.goto(`/${lang}`);
      const { primaryCta, secondaryCta } = homeCopy(lang).hero;
      for (const name of [primaryCta, secondaryCta]) {
        const right = await page
          .locator("#hero")
          .getByRole("link", { name })
          .evaluate((link) => link.getBoundingClientRect().right);
        expect(right, `${lang}: ${name}`).toBeLessThanOrEqual(320);
      }
      await readDownTo(page, "pricing", 0);
      // The card clips what overflows it: anything that ends past its edge is cut off.
      const cut = await page.locator("#pricing article").evaluate((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll("p, h3, h4, li, a, span")]
          .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
          .map((element) => element.textContent);
      });
      expect(cut, lang).toEqual([]);
    }
  });
});

test.describe("with the browser's text at twice its size", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the business cases page one card at a time, wide enough for their headings", async ({ page }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    await page.goto("/fr");
    await readDownTo(page, "business-cases-section", 100);
    const cards = page.locator("#business-cases-section [role=group]:not([inert])");
    await expect(cards).toHaveCount(1);
    const headings = page.locator("#business-cases-section h3");
    for (const heading of await headings.all()) {
      expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth), String(await heading.textContent())).toBe(true);
    }
  });
});

const inProofStrip = readCaseStudies().filter((study) => study.proof);

test.describe("proof strip", () => {
  for (const lang of languages) {
    test(`/${lang} shows a result of each case right under the hero, figure and words, and the press outlets the agency supplied`, async ({ page }) => {
      await page.goto(`/${lang}`);
      const strip = page.locator("#hero + [data-proof-strip]");
      await expect(strip).toHaveAccessibleName(homeCopy(lang).proof.results);
      // A result as the case page's key figure shows it, not the card's headline again (the campaign's 24 months were one).
      expect(inProofStrip.length).toBeGreaterThanOrEqual(4);
      await expect(strip.locator("[data-proof-result]")).toHaveText(
        inProofStrip.map((study) => `${study.facts.clientName}${study.proof![lang].value}${study.proof![lang].label}`),
      );
      for (const study of inProofStrip) await expect(strip.getByText(study.copy[lang].card!.results!, { exact: true })).toHaveCount(0);
      // With no outlets in logos.json, no row for them: nothing invented, no empty heading.
      await expect(strip.locator("[data-proof-press] li")).toHaveCount(pressOutlets.length);
      if (pressOutlets.length === 0) await expect(strip.getByText(homeCopy(lang).proof.press, { exact: true })).toHaveCount(0);
    });
  }
});

test.describe("cards that lead with what they sell", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px a case card leads with its result under the client's name, and a founder's card with a portrait`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/en");
      const card = page.locator("#i-nostri-business-case article").first();
      await card.scrollIntoViewIfNeeded();
      // The client as kicker, the result as the headline, then the story: a photo, where the case has one,
      // comes last. Measured in one go, as the card may still be sliding in. The headline's block, not its
      // inline text, which overhangs its lines at the display face's tight leading.
      const { kicker, result, details } = await card.evaluate(
        (element, detailsText) => {
          const box = (part: Element) => {
            const { top, bottom } = part.getBoundingClientRect();
            return { top, bottom };
          };
          const headline = element.querySelector("[data-card-result]")!.parentElement!;
          const story = [...element.querySelectorAll("p")].find((paragraph) => paragraph.textContent === detailsText)!;
          return { kicker: box(element.querySelector("h3")!), result: box(headline), details: box(story) };
        },
        readCaseStudies().filter((study) => study.facts.homeCard)[0]!.copy.en.card!.details!,
      );
      expect(result.top).toBeGreaterThanOrEqual(kicker.bottom);
      expect(details.top).toBeGreaterThanOrEqual(result.bottom);
      const founder = page.locator("#about article").first();
      await founder.scrollIntoViewIfNeeded();
      const portrait = (await founder.locator("[data-avatar]").boundingBox())!;
      const name = (await founder.getByRole("heading", { level: 3 }).boundingBox())!;
      // A portrait, never a 96 px badge: taller than wide, and the first thing the card shows.
      expect(portrait.height).toBeGreaterThan(portrait.width);
      if (width >= 1024) {
        // At least 240 px wide, beside the founder's name and words: the two founders share the page's width.
        expect(portrait.width).toBeGreaterThanOrEqual(240);
        expect(portrait.x + portrait.width).toBeLessThanOrEqual(name.x);
        expect(name.y).toBeLessThan(portrait.y + portrait.height);
      } else if (width >= 640) {
        // At least 240 px wide, above the name.
        expect(portrait.width).toBeGreaterThanOrEqual(240);
        expect(portrait.y + portrait.height).toBeLessThanOrEqual(name.y);
      } else {
        // On a phone, beside the name: a 450 px portrait filled the screen before anyone was named.
        expect(portrait.width).toBeGreaterThanOrEqual(96);
        expect(portrait.x + portrait.width).toBeLessThanOrEqual(name.x);
        expect(name.y).toBeLessThan(portrait.y + portrait.height);
        expect((await founder.boundingBox())!.height).toBeLessThanOrEqual(844 / 2);
      }
    });
  }

  test("at rest the case cards look alike: the highlighted one marks its result, as a reader's highlighter would, not its frame", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const cards = page.locator("#i-nostri-business-case article");
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toHaveAttribute("data-active", "true");
    // Its edge and shadow, and where it sits (the reveal's own movement, a transform, aside).
    const frame = (card: Locator) =>
      card.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.boxShadow} ${style.translate}`;
      });
    // Compared once a transition has ended.
    await expect.poll(async () => (await frame(cards.first())) === (await frame(cards.nth(1)))).toBe(true);
    const mark = (card: Locator) => card.locator("[data-card-result]").evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(await mark(cards.first())).not.toBe("none");
    expect(await mark(cards.nth(1))).toBe("none");
  });
});

test.describe("one primary action", () => {
  test("the contact form's call is filled in the accent; the pricing card's company-page button is outlined, a secondary action", async ({ page }) => {
    await page.goto("/it");
    await page.evaluate(() => (document.documentElement.dataset.allSectionsRendered = ""));
    const fill = (link: Locator) => link.evaluate((element) => getComputedStyle(element).backgroundColor);
    const heroAction = page.locator("#hero").getByRole("link", { name: italian.hero.primaryCta });
    const pricingAction = page.locator("#pricing").getByRole("link", { name: new RegExp(italian.pricing.cta) });
    // The contact form's call is filled in the accent; the company page's is outlined on the white card,
    // as the hero's second action is on the dark band.
    expect(await fill(heroAction)).toBe("rgb(245, 158, 11)");
    expect(await fill(pricingAction)).toMatch(/^rgb\(255, 255, 255\)$|^rgba\(0, 0, 0, 0\)$/);
    expect(await pricingAction.evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("press logos", () => {
  test("appear once a page in every language, under the hero only, and nowhere while the agency has supplied none", async ({ page }) => {
    for (const lang of languages) {
      await page.goto(`/${lang}`);
      await expect(page.locator('img[src^="/images/press/"]')).toHaveCount(pressOutlets.length);
      await expect(page.locator('#hero + [data-proof-strip] img[src^="/images/press/"]')).toHaveCount(pressOutlets.length);
    }
  });

  test("a client logo that fails shows its name and 'logo not available' in its place", async ({ page }) => {
    const broken = clientLogos[0]!;
    await page.route(`**${broken.image}`, (route) => route.abort());
    await page.goto("/en");
    await page.locator("#clients").scrollIntoViewIfNeeded();
    await expect(page.locator("#clients").getByRole("img", { name: broken.name, exact: true })).toHaveText(`${broken.name}${en.logoUnavailable}`);
    await expect(page.locator(`#clients img[src="${broken.image}"]`)).toHaveCount(0);
  });
});

test.describe("carousels", () => {
  // On a phone: from 1024 px the client logos stand still in a row (tests/e2e/home-editorial.spec.ts).
  test.use({ viewport: { width: 390, height: 844 } });
  /** The first client logo of a page on a phone, two a page, the pages wrapping to the first. */
  const perPage = 2;
  const firstOfPage = (page: number) => clientLogos[(page % Math.ceil(clientLogos.length / perPage)) * perPage]!.name;

  test("the client logos move with the keyboard", async ({ page }) => {
    await page.goto("/en");
    const region = page.getByRole("region", { name: en.clients.carouselLabel });
    await region.scrollIntoViewIfNeeded();
    const firstReachable = () => region.locator("[role=group]:not([inert]) img").first();
    await region.getByRole("button", { name: en.carousel.pause }).focus();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("button", { name: en.carousel.play })).toBeFocused();
    // Autoplay may have moved before the pause: continue from wherever it stopped.
    const names = clientLogos.map((logo) => logo.name);
    const start = names.indexOf((await firstReachable().getAttribute("alt")) ?? "");
    expect(start % perPage).toBe(0);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: en.carousel.next })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(firstReachable()).toHaveAttribute("alt", firstOfPage(start / perPage + 1));
    await page.keyboard.press("ArrowLeft");
    await expect(firstReachable()).toHaveAttribute("alt", names[start]!);
  });

  test("the client logos page by themselves only in sight: scrolled on, they wait on their page", async ({ page }) => {
    await page.goto("/en");
    await waitForPageReady(page);
    // Time from here on is the test's: the autoplay's timer moves only when told to.
    await page.clock.install();
    const region = page.getByRole("region", { name: en.clients.carouselLabel });
    const firstReachable = region.locator("[role=group]:not([inert]) img").first();
    // While it pages itself the row announces nothing (aria-live off); once in sight, its autoplay runs.
    const announced = region.locator("[data-carousel-viewport]");
    // The sections above take their real height once rendered (content-visibility), which can move the
    // row out of view again: scrolled to until it rests there, as a visitor would scroll on.
    const scrollToRow = () =>
      expect(async () => {
        await region.scrollIntoViewIfNeeded();
        await expect(region).toBeInViewport({ ratio: 1, timeout: 500 });
      }).toPass();
    await scrollToRow();
    await expect(region.getByRole("button", { name: en.carousel.pause })).toBeVisible();
    await expect(announced).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(3000);
    await expect(firstReachable).toHaveAttribute("alt", firstOfPage(1));
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    // The page's observers hear of the scroll in the same rendering step as this one.
    await page.evaluate(
      () =>
        new Promise<void>((seen) => {
          const observer = new IntersectionObserver((entries) => entries.at(-1)?.isIntersecting && (observer.disconnect(), seen()));
          observer.observe(document.getElementById("footer")!);
        }),
    );
    await expect(announced).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(9000);
    await scrollToRow();
    await expect(firstReachable).toHaveAttribute("alt", firstOfPage(1));
    await expect(region.getByRole("button", { name: en.carousel.pause })).toBeVisible();
    await expect(announced).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(3000);
    await expect(firstReachable).toHaveAttribute("alt", firstOfPage(2));
  });
});

test.describe("floating bar", () => {
  test("shows once the hero is out of view and hides at the footer", async ({ page }) => {
    await page.goto("/en");
    const bar = page.getByRole("complementary", { name: "Quick contact" });
    await expect(bar).toBeHidden();
    await page.locator("#services").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /Our company page/ })).toHaveAttribute("target", "_blank");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeHidden();
  });

  test("shows on the next page after leaving home, without scrolling", async ({ page }) => {
    await page.goto("/en");
    const bar = page.getByRole("complementary", { name: "Quick contact" });
    await expect(bar).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie policy", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/cookiepolicy$/);
    await expect(bar).toBeVisible();
  });

  test("never covers the contact form, beside which the page offers the e-mail address", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en");
    await page.locator("#hero").getByRole("link", { name: en.hero.primaryCta }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole("textbox", { name: /How can we help/ })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Quick contact" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button", { name: /Copy email/ })).toBeVisible();
  });

  test("never covers the thank-you page's next steps, one of which is the company page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/it/thank-you");
    await waitForPageReady(page);
    await expect(page.getByRole("main").getByRole("link", { name: /pagina aziendale/ })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Contatto rapido" })).toHaveCount(0);
  });

  test("copies the e-mail address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/it/cookiepolicy");
    const bar = page.getByRole("complementary", { name: "Contatto rapido" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Copia e-mail" }).click();
    await expect(page.getByText("Email copiata!")).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("shows past the hero and steps aside for the contact section and the footer, without moving the page", async ({ page }) => {
      await page.goto("/it");
      const bar = page.getByRole("complementary", { name: "Contatto rapido" });
      await expect(bar).toBeHidden();
      await readDownTo(page, "services", 0);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("button", { name: "Copia e-mail" })).toBeVisible();
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.01);
      await readDownTo(page, "contact", 400);
      await expect(bar).toBeHidden();
      // Back up to the plan, above the contact section: the bar returns.
      await page.locator("#pricing").evaluate((pricing) => pricing.scrollIntoView({ block: "start" }));
      await expect(bar).toBeVisible();
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
    });

    test("never covers the contact form's submit button", async ({ page }) => {
      await page.goto("/it/contact");
      const submit = page.getByRole("main").locator("form[data-contact-form] button[type=submit]");
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Contatto rapido" })).toBeHidden();
    });

    test.describe("visitor in Germany, asked about cookies", () => {
      test.use({ locale: "de-DE", extraHTTPHeaders: { "CF-IPCountry": "DE" } });

      test("never covers the cookie banner: it shows once the visitor has chosen", async ({ page }) => {
        await page.goto("/en");
        const cookieBanner = page.getByRole("region", { name: "Your privacy choices" });
        await expect(cookieBanner).toBeVisible();
        await readDownTo(page, "services", 0);
        await expect(page.locator("#floating-bar")).toHaveAttribute("data-visible", "true");
        const bar = page.getByRole("complementary", { name: "Quick contact" });
        await expect(bar).toBeHidden();
        await cookieBanner.getByRole("button", { name: "Reject all" }).click();
        await expect(bar).toBeVisible();
      });
    });
  });

  for (const slug of ["privacypolicy", "terms"]) {
    test(`never shows on /${slug}`, async ({ page }) => {
      await page.goto(`/en/${slug}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      // Hidden or, where the page has no room for it at all, not there.
      await expect(page.getByRole("complementary", { name: "Quick contact" })).toBeHidden();
    });
  }
});
