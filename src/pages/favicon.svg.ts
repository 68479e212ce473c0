import type { APIRoute } from "astro";
import { site } from "~/config/site";
import { tabIcon } from "~/render/tab-icon";

export const GET: APIRoute = () => new Response(tabIcon(site), { headers: { "Content-Type": "image/svg+xml" } });
