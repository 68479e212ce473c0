import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { photos } from "./scripts/photos/vite-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), photos()],
  resolve: { tsconfigPaths: true },
});
