/** The photos of src/assets/photos/ by file name, made by the build (scripts/photos/vite-plugin.ts). */
declare module "virtual:photos" {
  const photos: Record<string, import("./lib/photo").Photo>;
  export default photos;
}
