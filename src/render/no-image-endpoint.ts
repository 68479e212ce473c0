/**
 * Astro's on-demand image endpoint (`/_image?href=…&w=…&q=…`) in place of the default one: the site builds
 * every image ahead (the photos' own Vite plugin, the share images), so nothing links to it, and the
 * default converts whatever it is asked for on every request, uncached: one AVIF of a share image is
 * 2.7 s of CPU, and eight at once starve every visitor. It answers 404 at once.
 */
export const GET = () => new Response(null, { status: 404, headers: { "cache-control": "public, max-age=86400" } });
