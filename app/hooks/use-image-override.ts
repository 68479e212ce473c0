import { useEffect, useState } from "react";
import { IMAGES_UPDATED_EVENT, OVERRIDE_RELOAD_DELAY_MS, readImageOverride } from "~/lib/image-overrides";

/**
 * The stored override for an image, re-read 200 ms after an `imagesUpdated` event or a change in
 * another tab. Null on the server and until hydration, so the markup matches the server's.
 */
export function useImageOverride(keys: readonly string[]): string | null {
  const [override, setOverride] = useState<string | null>(null);
  const keyList = keys.join("\n");

  useEffect(() => {
    const storageKeys = keyList.split("\n");
    setOverride(readImageOverride(storageKeys));
    let timer: number | undefined;
    const reloadSoon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setOverride(readImageOverride(storageKeys)), OVERRIDE_RELOAD_DELAY_MS);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || storageKeys.includes(event.key)) reloadSoon();
    };
    window.addEventListener(IMAGES_UPDATED_EVENT, reloadSoon);
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(IMAGES_UPDATED_EVENT, reloadSoon);
      window.removeEventListener("storage", onStorage);
    };
  }, [keyList]);

  return override;
}
