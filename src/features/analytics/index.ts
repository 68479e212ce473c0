/**
 * What other features use of analytics: `track` for their events (the contact form's script among them,
 * so nothing heavier belongs here). The page starts the feature itself (src/layouts/start-features.ts).
 */
export { onTrack, track, type TrackedEvent } from "./track";
