import React, { Suspense, type ReactNode } from "react";

/**
 * A hydration boundary for long pages. React 18 hydrates each Suspense boundary as its own unit of work and
 * yields to the browser between them, so one long hydration task becomes many short ones. The visitor's pages
 * now hydrate on Preact (decision 26), in one short task, where the boundary changes nothing; it still splits the
 * work under React (`gatsby develop`). Nothing inside suspends, so the fallback is never shown and the server
 * HTML stays on screen throughout.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
