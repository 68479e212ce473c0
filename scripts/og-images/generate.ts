// Part of `npm run build`: writes build/client/og/{lang}.png, the Open Graph and Twitter card image of
// each language (app/.server/social-image.ts), after React Router has built and emptied build/client.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SOCIAL_IMAGE_DIR, socialCardText, socialImagePath } from "../../app/.server/social-image";
import { languages } from "../../app/i18n/languages";
import { renderSocialCard, siteTheme } from "./render";

const clientDir = path.resolve("build/client");
await mkdir(path.join(clientDir, SOCIAL_IMAGE_DIR), { recursive: true });
const theme = await siteTheme();
for (const lang of languages) {
  const file = path.join(clientDir, socialImagePath(lang));
  await writeFile(file, await renderSocialCard(socialCardText(lang), lang, theme));
  console.log(`share image ${path.relative(process.cwd(), file)}`);
}
