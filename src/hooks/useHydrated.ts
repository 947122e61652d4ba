import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server HTML and while hydrating, true once the page's script runs (and on every later render). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
