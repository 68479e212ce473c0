import { mkdtempSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar } from "~/components/site-image";
import { site } from "~/config/site";
import { brandSchema } from "~/content/brand/schema";
import { generatePhotos } from "./generate";

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

describe("a founder's photo uploaded in the editor", () => {
  it("is named in the brand facts as the pipeline names it, and shown as AVIF and WebP sources", async () => {
    // Where the editor's image field (src/content/brand/editor.ts) writes the first founder's photo, and the value it saves.
    root = mkdtempSync(path.join(tmpdir(), "founder-photo-"));
    const sourceDir = path.join(root, "src/assets/photos");
    await mkdir(path.join(sourceDir, "founders/0"), { recursive: true });
    await writeFile(
      path.join(sourceDir, "founders/0/photo.jpg"),
      await sharp({ create: { width: 500, height: 500, channels: 3, background: "#884422" } })
        .jpeg()
        .toBuffer(),
    );
    const brand = brandSchema.parse({ ...site, founders: [{ ...site.founders[0], photo: "founders/0/photo.jpg" }, site.founders[1]] });

    const { photos } = await generatePhotos({ sourceDir, outDir: path.join(root, "out"), urlPrefix: "/assets/photos/" });
    const founder = brand.founders[0]!;
    const html = renderToStaticMarkup(
      createElement(Avatar, { name: founder.name, initials: founder.initials, image: photos[founder.photo!] ?? null, colorClass: founder.gradient, size: 96 }),
    );

    expect(html).toMatch(/<picture><source type="image\/avif" srcSet="\/assets\/photos\/founders-0-photo-160-[\w-]+\.avif 160w, [^"]+ 500w"/);
    expect(html).toContain('<source type="image/webp" srcSet="/assets/photos/founders-0-photo-160-');
  });
});
