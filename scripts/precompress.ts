// Part of `npm run build`, last: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible
// file in dist/client (or the folder given), at the strongest settings, so the server sends them as they are instead of
// compressing each response again (server/http/precompressed.ts). Brotli at quality 11 is too slow to run per
// request but makes the scripts ~14 % smaller than gzip does.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COPY_EXTENSIONS, type ContentEncoding } from "~server/http/precompressed";

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the bytes of its own headers. */
const MIN_BYTES = 1024;

const compressors: Record<ContentEncoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes the copies for every file under `dir`; returns how many got a Brotli copy, and their bytes. */
export async function precompressFiles(dir: string) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const total = { files: 0, original: 0, brotli: 0 };
  // zlib's asynchronous calls run on libuv's thread pool, so all files at once use every core.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      for (const [encoding, extension] of Object.entries(COPY_EXTENSIONS) as [ContentEncoding, string][]) {
        const compressed = await compressors[encoding](data);
        if (compressed.length >= data.length) continue;
        await writeFile(file + extension, compressed);
        if (encoding !== "br") continue;
        total.files += 1;
        total.original += data.length;
        total.brotli += compressed.length;
      }
    }),
  );
  return total;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const dir = path.resolve(process.argv[2] ?? "dist/client");
  const { files, original, brotli } = await precompressFiles(dir);
  console.log(
    `precompressed ${files} files in ${path.relative(process.cwd(), dir)}: ${(original / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as Brotli`,
  );
}
