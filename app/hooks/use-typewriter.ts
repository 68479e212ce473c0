import { useEffect, useState } from "react";
import { TYPING_MS_PER_CHARACTER } from "~/lib/typewriter";

export { TYPING_MS_PER_CHARACTER } from "~/lib/typewriter";

/**
 * Types `text` one character at a time, starting again whenever the text changes (a language switch).
 * Until `enabled` (after hydration, without reduced motion) the whole text is shown, so the server HTML
 * and visitors without JavaScript always get the full headline.
 */
export function useTypewriter(text: string, enabled: boolean, msPerCharacter = TYPING_MS_PER_CHARACTER) {
  const characters = Array.from(text);
  const [typedCount, setTypedCount] = useState(characters.length);
  const total = characters.length;

  useEffect(() => {
    if (!enabled) {
      setTypedCount(total);
      return;
    }
    setTypedCount(0);
    const timer = window.setInterval(() => {
      setTypedCount((count) => {
        if (count + 1 >= total) window.clearInterval(timer);
        return Math.min(count + 1, total);
      });
    }, msPerCharacter);
    return () => window.clearInterval(timer);
  }, [text, total, enabled, msPerCharacter]);

  const shown = Math.min(typedCount, total);
  return { typed: characters.slice(0, shown).join(""), done: shown >= total };
}
