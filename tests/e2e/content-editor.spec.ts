import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Frame, Page } from "@playwright/test";
import sharp from "sharp";
import type { Language } from "~/i18n/languages";
import { startEditorProject, type EditorProject } from "./editor-project";
import { expect, test } from "./fixtures";
import { testServers } from "./servers";

test.describe("the content editor on the public site", () => {
  test("is not there: no route answers, and no built file carries its code", async ({ request }) => {
    for (const address of ["/keystatic", "/keystatic/singleton/home-it", "/api/keystatic/tree"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      // The site's not-found page, under the site's policy: the editor's looser one (eval, inline scripts) only comes with the editor.
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(/script-src [^;]+/.exec(policy)?.[0], address).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
    }
    // What visitors receive names nothing of it; the server (whose middleware knows the editor's path) holds no package of it.
    expect(builtFilesMatching("dist/client", /keystatic/i)).toEqual([]);
    expect(builtFilesMatching("dist/server", /@keystatic\//)).toEqual([]);
  });
});

function builtFilesMatching(folder: string, pattern: RegExp): string[] {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(html|m?js|css|json)$/.test(entry.name));
  expect(files.length, folder).toBeGreaterThan(10);
  return files.map((entry) => path.join(entry.parentPath, entry.name)).filter((file) => pattern.test(readFileSync(file, "utf8")));
}

/**
 * The agency's edits, made in the editor as a person makes them, on a copy of the project
 * (./editor-project.ts): each lands in its file, the next build shows it, and `git diff` reads as text.
 */
test.describe("the agency edits the site in the content editor", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let project: EditorProject;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    project = await startEditorProject(testServers.port + 2);
  });
  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus && project)
      await testInfo.attach("development server output", { body: project.output(), contentType: "text/plain" });
  });
  test.afterAll(async () => {
    await project?.stop();
  });

  const headline = "Le tue notizie sui giornali che contano, e paghi solo i risultati";
  const frenchSentence = "Vous pouvez lire et partager nos pages librement, dans le respect de la loi.";

  test("changes the Italian hero headline", async ({ page }) => {
    await openEditor(page, project, "/keystatic/singleton/home-it");
    await page.getByRole("textbox", { name: "Headline", exact: true }).fill(headline);
    await save(page);
    await expect.poll(() => project.read("src/content/home/it.yaml")).toContain(`headlineDesktop: ${headline}\n`);
  });

  test("changes a sentence of the French terms", async ({ page }) => {
    await openEditor(page, project, "/keystatic/singleton/legal-terms-fr");
    const text = page.getByRole("textbox", { name: "Text" });
    await text.getByText("Vous pouvez consulter et imprimer des pages").click({ clickCount: 3 });
    await page.keyboard.type(frenchSentence);
    await save(page);
    await expect.poll(() => project.read("src/content/legal/fr/terms.md")).toContain(`\n${frenchSentence}\n`);
  });

  test("adds a sixth case study in four languages", async ({ page }) => {
    // Five forms, each the first visit to its page of the editor: on a busy machine over a minute in all.
    test.setTimeout(240_000);
    await openEditor(page, project, "/keystatic/collection/case-facts/create", "Create");
    await page.getByRole("textbox", { name: "Client name" }).fill("Acme Robotics");
    await page.getByRole("textbox", { name: "Page address" }).fill("acme-case");
    await page.getByRole("textbox", { name: "Order" }).fill("6");
    await chooseFile(page, page.getByRole("button", { name: "Choose file" }).first(), {
      name: "acme.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(ACME_LOGO),
    });
    // A card on the home page, with a photo as a camera gives it: larger than any screen needs.
    await page.getByRole("checkbox", { name: "Card on the home page" }).check();
    const cardPhoto = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#5a6d8a" } })
      .jpeg()
      .toBuffer();
    await chooseFile(page, page.getByRole("button", { name: "Choose file" }).nth(1), { name: "Workshop.JPG", mimeType: "image/jpeg", buffer: cardPhoto });
    // Its results, written once here and named in each language's key figures ({{case.articles}}).
    const figuresAdd = page.getByRole("button", { name: "Add" }).last();
    for (const [name, value] of acmeResults) await addItem(page, figuresAdd, { Name: name, Value: value }, ["A result"]);
    await create(page);
    await expect.poll(() => project.read("src/content/cases/acme-case.yaml")).toContain("clientName: Acme Robotics");

    for (const [lang, words] of Object.entries(acmeCase)) {
      await openEditor(page, project, `/keystatic/collection/cases-${lang}/create`, "Create");
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(words.title);
      await page.getByRole("textbox", { name: "Page address" }).fill("acme-case");
      await page.getByRole("textbox", { name: "Description for search engines" }).fill(words.description);
      await page.getByRole("textbox", { name: "Overview" }).fill(words.overview);
      await page.getByRole("textbox", { name: "The challenge" }).fill(words.challenge);
      await page.getByRole("textbox", { name: "Our solution" }).fill(words.solution);
      await page.getByRole("textbox", { name: "Timeline" }).fill("2025");
      await page.getByRole("textbox", { name: "Industry" }).fill(words.industry);
      const [resultsAdd, figuresAdd] = [page.getByRole("button", { name: "Add" }).nth(0), page.getByRole("button", { name: "Add" }).nth(1)];
      await page.getByRole("textbox", { name: "Result (large)", exact: true }).fill(words.result);
      await page.getByRole("textbox", { name: "Details", exact: true }).fill(words.overview);
      await addItem(page, resultsAdd, { Result: words.result });
      for (const [figure, label] of words.figures) await addItem(page, figuresAdd, { Figure: figure, "Words under it": label });
      await create(page);
      await expect.poll(() => project.read(`src/content/cases/${lang}/acme-case.yaml`)).toContain(words.overview.slice(0, 20));
    }
  });

  test("uploads a founder's photo", async ({ page }) => {
    await openEditor(page, project, "/keystatic/singleton/brand");
    await page.getByText("Founder One").first().click();
    const founder = page.getByRole("dialog");
    const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: "#8a6d5a" } })
      .jpeg()
      .toBuffer();
    await chooseFile(page, founder.getByRole("button", { name: "Choose file" }), { name: "portrait.jpg", mimeType: "image/jpeg", buffer: photo });
    await founder.getByRole("button", { name: "Done" }).click();
    await save(page);
    // Read as text: a poll that lands while the editor is writing the file finds it half written, which JSON.parse refuses.
    await expect.poll(() => project.read("src/content/brand/brand.json")).toMatch(/"photo": "founders\/0\/photo\.jpe?g"/);
  });

  test("a build shows every change, and git diff reads as text", async () => {
    test.setTimeout(240_000);
    const { status, output } = project.build();
    expect(status, output).toBe(0);
    expect(project.builtPage("it")).toContain(headline);
    expect(project.builtPage("fr/terms")).toContain(frenchSentence);
    for (const [lang, words] of Object.entries(acmeCase)) {
      const casePage = project.builtPage(`${lang}/acme-case`);
      expect(casePage).toContain(words.title);
      expect(casePage).toContain(`hreflang="${lang === "it" ? "en" : "it"}"`);
      expect(casePage).toContain(`"headline":"${words.title}"`);
      expect(project.read("dist/client/sitemap.xml")).toContain(`/${lang}/acme-case`);
    }
    // The founder's photo (640 px) where the initials were, and Acme's card photo (2400 px): each as AVIF
    // then WebP, at the widths a screen picks from and never wider than the upload, in files the build wrote.
    const home = project.builtPage("it");
    const about = /<section id="about"[\s\S]*?<\/section>/.exec(home)?.[0] ?? "";
    expect(builtPicture(project, about)).toMatchObject({ avif: [160, 320, 640], webp: [160, 320, 640] });
    const acmeCard = /<article[^>]*>(?:(?!<\/article>)[\s\S])*Acme Robotics(?:(?!<\/article>)[\s\S])*<\/article>/.exec(home)?.[0] ?? "";
    expect(builtPicture(project, acmeCard)).toEqual({
      avif: [160, 320, 640, 960, 1280, 1920],
      webp: [160, 320, 640, 960, 1280, 1920],
      img: { width: 2400, height: 1600 },
    });

    const diff = project.diff();
    expect(diff).toContain(`-  headlineDesktop: Visibilità sui media in Europa e negli USA, a rischio condiviso\n+  headlineDesktop: ${headline}\n`);
    expect(diff).toContain(`+${frenchSentence}\n`);
    expect(changedFiles(diff)).toEqual(
      [
        "public/images/cases/acme-case/logo.svg",
        "src/assets/photos/case-cards/acme-case/cardImage.JPG",
        "src/assets/photos/founders/0/photo.jpg",
        "src/content/brand/brand.json",
        "src/content/cases/acme-case.yaml",
        ...Object.keys(acmeCase).map((lang) => `src/content/cases/${lang}/acme-case.yaml`),
        "src/content/home/it.yaml",
        "src/content/legal/fr/terms.md",
      ].sort(),
    );
  });

  test("a mistake in a file stops the build with one line naming the file and the field", async () => {
    test.setTimeout(240_000);
    const file = "src/content/home/fr.yaml";
    project.write(file, project.read(file).replace(/^ {2}headlineDesktop: .*\n/m, ""));
    const { status, output } = project.build();
    expect(status).not.toBe(0);
    expect(output.split("\n").map((line) => line.trim())).toContain(`${file}: hero.headlineDesktop is missing`);
  });
});

interface CaseWords {
  title: string;
  description: string;
  overview: string;
  challenge: string;
  solution: string;
  industry: string;
  result: string;
  figures: [figure: string, label: string][];
}

/** A case study in the four languages, written as an editor would (the descriptions within their lengths). */
const acmeCase: Record<Language, CaseWords> = {
  it: {
    title: "Acme Robotics: dalla fiera alla stampa nazionale",
    description:
      "Come abbiamo portato Acme Robotics, start-up di robotica, sulla stampa nazionale in sei mesi: 40 articoli, tre interviste e un round chiuso con successo.",
    overview: "Acme Robotics costruisce bracci robotici per piccole officine.",
    challenge: "Nessun giornalista conosceva il marchio.",
    solution: "Una campagna di sei mesi verso la stampa tecnica e quella economica.",
    industry: "Robotica",
    result: "40 articoli in sei mesi",
    figures: [
      ["{{case.articles}}", "articoli"],
      ["{{case.interviews}}", "interviste"],
    ],
  },
  en: {
    title: "Acme Robotics: from a trade fair to the national press",
    description:
      "How we took Acme Robotics, a robotics start-up, into the national press within six months: 40 articles, three interviews and a funding round closed.",
    overview: "Acme Robotics builds robot arms for small workshops.",
    challenge: "No journalist knew the brand.",
    solution: "A six-month campaign towards the trade and business press.",
    industry: "Robotics",
    result: "40 articles in six months",
    figures: [
      ["{{case.articles}}", "articles"],
      ["{{case.interviews}}", "interviews"],
    ],
  },
  zh: {
    title: "Acme Robotics：从展会走进全国媒体",
    description: "我们如何在六个月内让机器人初创企业 Acme Robotics 登上全国媒体：40 篇报道、三次专访，并顺利完成一轮融资。",
    overview: "Acme Robotics 为小型工坊制造机械臂。",
    challenge: "没有记者了解这个品牌。",
    solution: "面向行业媒体和财经媒体、为期六个月的传播活动。",
    industry: "机器人",
    result: "六个月内 40 篇报道",
    figures: [
      ["{{case.articles}}", "篇报道"],
      ["{{case.interviews}}", "次专访"],
    ],
  },
  fr: {
    title: "Acme Robotics : du salon à la presse nationale",
    description:
      "Comment nous avons fait entrer Acme Robotics, start-up de robotique, dans la presse nationale en six mois : 40 articles, trois interviews et une levée réussie.",
    overview: "Acme Robotics fabrique des bras robotisés pour les petits ateliers.",
    challenge: "Aucun journaliste ne connaissait la marque.",
    solution: "Une campagne de six mois auprès de la presse spécialisée et économique.",
    industry: "Robotique",
    result: "40 articles en six mois",
    figures: [
      ["{{case.articles}}", "articles"],
      ["{{case.interviews}}", "interviews"],
    ],
  },
};

/** Acme's results, as its facts file names them (name, value). */
const acmeResults: [name: string, value: string][] = [
  ["articles", "40"],
  ["interviews", "3"],
];

const ACME_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><text x="10" y="50" font-size="32" font-family="sans-serif">Acme</text></svg>`;

/**
 * An editor's page, once its form is there (the first visit compiles the editor: up to a minute).
 * A file the last save created makes the development server reload the open page; a visit that reload
 * interrupts (net::ERR_ABORTED) is made again, as a person would click the link again. So is one the
 * server leaves unanswered for 30 s: once in CI the development server held a visit for the rest of the
 * test's two minutes; what it printed is attached to a failed test.
 */
async function openEditor(page: Page, project: EditorProject, address: string, button: "Save" | "Create" = "Save") {
  for (let attempt = 1; ; attempt++) {
    const visit = await page.goto(project.url + address, { waitUntil: "commit", timeout: 30_000 }).catch((error: Error) => error);
    if (!(visit instanceof Error)) break;
    const madeAgain = visit.message.includes("net::ERR_ABORTED") || visit.name === "TimeoutError";
    if (attempt === 3 || !madeAgain) throw visit;
  }
  await expect(page.getByRole("button", { name: button, exact: true })).toBeVisible({ timeout: 60_000 });
}

/**
 * Create, until the editor shows the new entry (its item page, with Save). An entry with a new photo
 * makes the development server reload that page, as a save does (see save()), and the reloaded editor
 * may take as long as a first visit: once in CI it had not drawn its form 5 s after the reload.
 */
async function create(page: Page) {
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL(/\/item\//, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 60_000 });
}

async function chooseFile(page: Page, button: ReturnType<Page["getByRole"]>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

/** A list's "Add", its dialog's fields by label, and the dialog's own "Add". */
async function addItem(page: Page, add: ReturnType<Page["getByRole"]>, fieldsByLabel: Record<string, string>, ticked: string[] = []) {
  await add.click();
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fieldsByLabel)) await dialog.getByRole("textbox", { name: label }).fill(value);
  for (const label of ticked) await dialog.getByRole("checkbox", { name: label }).check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The first picture in a piece of built HTML: the widths of its AVIF and WebP sources, each file checked
 * present in the build with its format's bytes, and its img's size.
 */
function builtPicture(project: EditorProject, html: string) {
  const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? "";
  const widths = (type: "avif" | "webp") => {
    const srcset = new RegExp(`<source type="image/${type}" srcset="([^"]+)"`, "i").exec(picture)?.[1] ?? "";
    return srcset
      .split(", ")
      .filter(Boolean)
      .map((candidate) => {
        const [url = "", descriptor = ""] = candidate.split(" ");
        const bytes = readFileSync(path.join(project.root, "dist/client", url));
        expect(bytes.subarray(0, 12).toString("latin1"), url).toContain(type === "avif" ? "ftypavif" : "WEBP");
        return Number.parseInt(descriptor, 10);
      });
  };
  const img = /<img [^>]*width="(\d+)" height="(\d+)"/.exec(picture);
  return { avif: widths("avif"), webp: widths("webp"), img: { width: Number(img?.[1]), height: Number(img?.[2]) } };
}

/** The files a `git diff --stat -p` names. */
function changedFiles(diff: string): string[] {
  return [...diff.matchAll(/^diff --git a\/(\S+) /gm)].map(([, file]) => file!).sort();
}

/**
 * Save, until the editor says it is saved (the button disabled) or the development server reloads the
 * page: a new photo under src/assets/photos/ does, as the pages that show photos are built from the folder
 * (src/render/photos.ts). Each test then reads the file the save wrote.
 */
async function save(page: Page) {
  let reloaded = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  };
  page.on("framenavigated", onNavigated);
  const button = page.getByRole("button", { name: "Save" });
  await button.click();
  // A page in the middle of its reload has no button to ask: read as not saved yet.
  await expect.poll(async () => reloaded || (await button.isDisabled({ timeout: 1_000 }).catch(() => false))).toBe(true);
  page.off("framenavigated", onNavigated);
}
