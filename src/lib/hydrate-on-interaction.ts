import type { ClientDirective } from "astro";

/**
 * Signs that someone is at the page and about to act: a touch, a pointer that moves or presses, a key, a
 * wheel or a scroll, a focus. A visit that only loads the page and reads what is in view shows none.
 */
const PRESENCE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

/**
 * Sends a held form again as a press of its button: React hydrates at once for a click (not for a bare
 * submit event, which it would let through to the browser), then takes the submit that follows.
 */
function sendAgain({ form, submitter }: { form: HTMLFormElement; submitter: HTMLElement | null }): void {
  const button = submitter ?? form.querySelector<HTMLElement>("button[type=submit], input[type=submit]");
  if (button) button.click();
  else form.requestSubmit();
}

/**
 * `client:interaction` (docs/decisions/0021): hydrates the island on the visitor's first sign of presence
 * on the page instead of with the page, so its framework (React, some 64 KB) is not on the way of a visit
 * that only reads. The island's server HTML works on its own meanwhile (a form posts itself).
 *
 * A form sent before the island is live (a tap on its button as the first thing, Enter in a field) is held
 * back, not lost: once the island has hydrated it is sent again for the island to take; if the island's
 * code cannot load, it is sent as the page's plain form.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let started = false;

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of PRESENCE_EVENTS) window.removeEventListener(type, onPresence, { capture: true });
    try {
      const hydrateIsland = await load();
      await hydrateIsland();
    } finally {
      island.removeEventListener("submit", holdSubmit, { capture: true });
      if (heldSubmit) sendAgain(heldSubmit);
    }
  };
  const onPresence = () => void hydrate();
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldSubmit = { form: event.target, submitter: (event as SubmitEvent).submitter };
    void hydrate();
  };

  for (const type of PRESENCE_EVENTS) window.addEventListener(type, onPresence, { capture: true, passive: true });
  island.addEventListener("submit", holdSubmit, { capture: true });
};

export default hydrateOnInteraction;
