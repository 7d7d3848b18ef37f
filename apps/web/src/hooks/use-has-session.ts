import { useEffect, useState } from "react";
import { getCurrentUser } from "@/lib/get-current-user";

/**
 * Whether the visitor is signed in, for the landing page's header: `undefined` until the server answers,
 * and `false` when it cannot tell. The landing page also runs without the app's query cache (its static
 * entry keeps TanStack Query out of the first download), so it asks on its own, once per visit of the page.
 */
export function useHasSession(): boolean | undefined {
  const [hasSession, setHasSession] = useState<boolean>();
  useEffect(() => {
    let isCurrent = true;
    getCurrentUser().then(
      (user) => isCurrent && setHasSession(user !== null),
      () => isCurrent && setHasSession(false),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return hasSession;
}
