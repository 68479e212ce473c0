// The photo pipeline inside Vite (docs/decisions/0011): `virtual:photos` is the manifest the server
// renders from, the client build ships the files under /assets/photos/ (hashed names, cached for a year
// by server/http/app.ts), and the dev server serves them from the cache.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { generatePhotos, PHOTO_FORMATS, type GeneratedPhotos } from "./generate.ts";

const MODULE_ID = "virtual:photos";
const RESOLVED_ID = `\0${MODULE_ID}`;
const URL_PREFIX = "/assets/photos/";

export function photos({ root = process.cwd() } = {}): Plugin {
  // Outside the tree Tailwind scans and git tracks, and kept between builds so unchanged photos are not
  // encoded again.
  const outDir = path.join(root, "node_modules/.cache/photos");
  const sourceDir = path.join(root, "src/assets/photos");
  let generation: Promise<GeneratedPhotos> | undefined;
  const generated = () => (generation ??= generatePhotos({ sourceDir, outDir, urlPrefix: URL_PREFIX }));

  return {
    name: "site-photos",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      return `export default ${JSON.stringify((await generated()).photos)};`;
    },
    async generateBundle() {
      // The server build renders the markup; the files belong to the client build only.
      if (this.environment.config.consumer !== "client") return;
      for (const file of (await generated()).files) {
        this.emitFile({ type: "asset", fileName: URL_PREFIX.slice(1) + file, source: await readFile(path.join(outDir, file)) });
      }
    },
    configureServer(server) {
      // A photo uploaded in the content editor, or replaced, shows on the next page load without a restart.
      server.watcher.add(sourceDir);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(sourceDir + path.sep)) return;
        generation = undefined;
        for (const environment of Object.values(server.environments)) {
          const manifest = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (manifest) environment.moduleGraph.invalidateModule(manifest);
        }
      });
      server.middlewares.use(URL_PREFIX, (request, response, next) => {
        const file = path.basename(request.url ?? "");
        const format = PHOTO_FORMATS.find(({ extension }) => file.endsWith(`.${extension}`));
        generated()
          .then(async ({ files }) => {
            if (!format || !files.includes(file)) return next();
            response.setHeader("Content-Type", format.type);
            response.end(await readFile(path.join(outDir, file)));
          })
          .catch(next);
      });
    },
  };
}
