// Part of `npm run build`: writes <client dir>/og/{lang}.png (dist/client unless a folder is given), the
// Open Graph and Twitter card image of each language (src/render/social-image.ts), after the site's build
// has emptied that folder.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SOCIAL_IMAGE_DIR, socialCardText, socialImagePath } from "~/render/social-image";
import { readHomeCopy } from "~/content/home/files";
import { languages } from "~/i18n/languages";
import { renderSocialCard, siteTheme } from "./render";

const clientDir = path.resolve(process.argv[2] ?? "dist/client");
await mkdir(path.join(clientDir, SOCIAL_IMAGE_DIR), { recursive: true });
const theme = await siteTheme();
for (const lang of languages) {
  const file = path.join(clientDir, socialImagePath(lang));
  await writeFile(file, await renderSocialCard(socialCardText(readHomeCopy(lang).hero), lang, theme));
  console.log(`share image ${path.relative(process.cwd(), file)}`);
}
