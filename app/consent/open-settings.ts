/** Any "Cookie settings" control asks the consent manager (mounted once in the root layout) to open the sheet. */
export const openSettingsEvent = "cookie-settings:open";

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(openSettingsEvent));
}
