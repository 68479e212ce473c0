import { existsSync, mkdtempSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build, createServer, type ViteDevServer } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Photo } from "~/lib/photo";
import { photos } from "./vite-plugin";

let root: string;

/** A project with one photo and an entry that prints the manifest. */
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "photos-plugin-test-"));
  await mkdir(path.join(root, "src/assets/photos"), { recursive: true });
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(root, "src/assets/photos/team.jpg"), jpeg);
  await writeFile(path.join(root, "entry.js"), 'import photos from "virtual:photos";\nconsole.log(photos);\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const config = () => ({ root, logLevel: "silent" as const, configFile: false as const, plugins: [photos({ root })] });
const fileUrls = (srcSet: string) => srcSet.split(", ").map((candidate) => candidate.split(" ")[0]!);

async function manifest(server: ViteDevServer) {
  return ((await server.ssrLoadModule("virtual:photos")) as { default: Record<string, Photo> }).default;
}

describe("the photos Vite plugin", () => {
  it("ships every file of the manifest under assets/photos/ in a client build", async () => {
    const outDir = path.join(root, "dist");
    await build({ ...config(), build: { outDir, lib: false, rollupOptions: { input: path.join(root, "entry.js") } } });
    const server = await createServer(config());
    const photo = (await manifest(server))["team.jpg"]!;
    await server.close();

    expect(photo).toMatchObject({ width: 400, height: 300 });
    const urls = photo.sources.flatMap((source) => fileUrls(source.srcSet));
    expect(urls).toHaveLength(6);
    for (const url of urls) expect(existsSync(path.join(outDir, url))).toBe(true);
  });

  it("leaves the files out of a server build, which only renders the markup", async () => {
    const outDir = path.join(root, "dist-server");
    await build({ ...config(), build: { outDir, ssr: path.join(root, "entry.js") } });
    expect(existsSync(path.join(outDir, "assets/photos"))).toBe(false);
  });

  it("takes a photo added while the dev server runs, as the content editor adds one", async () => {
    const server = await createServer(config());
    try {
      expect(Object.keys(await manifest(server))).toEqual(["team.jpg"]);
      const added = path.join(root, "src/assets/photos/founders/0/photo.jpg");
      await mkdir(path.dirname(added), { recursive: true });
      await writeFile(
        added,
        await sharp({ create: { width: 200, height: 200, channels: 3, background: "#aa3366" } })
          .jpeg()
          .toBuffer(),
      );
      await expect.poll(async () => Object.keys(await manifest(server)), { timeout: 5000 }).toEqual(["founders/0/photo.jpg", "team.jpg"]);
    } finally {
      await server.close();
    }
  });

  it("serves the files from the dev server with their image type", async () => {
    const server = await createServer({ ...config(), server: { port: 0, host: "127.0.0.1" } });
    await server.listen();
    try {
      const [avif, webp] = (await manifest(server))["team.jpg"]!.sources.map((source) => fileUrls(source.srcSet)[0]!);
      const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
      for (const [url, type] of [
        [avif, "image/avif"],
        [webp, "image/webp"],
      ] as const) {
        const response = await fetch(origin + url);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(160);
      }
      expect((await fetch(`${origin}/assets/photos/unknown.avif`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
