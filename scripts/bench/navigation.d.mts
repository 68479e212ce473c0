import type { TabBrowser } from "../tab-browser.ts";

export const NAVIGATION_CPU_SLOWDOWN: number;
export const NAVIGATION_SAMPLES: number;
export interface NavigationSample {
  ms: number | null;
  prerendered?: boolean;
  method?: string;
  note?: string;
}
export function launchNavigationBrowser(): Promise<TabBrowser>;
export function navigationToPaint(
  browser: TabBrowser,
  url: string,
  options: { link: string; hoverFirst?: string[]; ready?: string | null; restMs?: number; readyWithinMs?: number; timeoutMs?: number },
): Promise<NavigationSample>;
export function summarizeNavigation(
  samples: NavigationSample[],
  minimum?: number,
): { p75Ms: number | null; medianMs: number | null; samples: number; prerendered: number; method: string; note: string };
