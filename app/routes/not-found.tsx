import type { Route } from "./+types/not-found";
import { notFound } from "~/.server/responses";

/** Any path no other route claims: the 404 page is the root error boundary. */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function NotFound() {
  return null;
}
