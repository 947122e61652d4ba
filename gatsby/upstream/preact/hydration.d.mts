// Types for hydration.mjs, which the site's components import (src/components/common/HydrationBoundary.tsx).
export declare const isHydrating: () => boolean;
export declare const isRenderingHtml: () => boolean;
export declare const HYDRATED_MARK: string;
export declare function hydrationTurn(ready?: Promise<unknown> | null): Promise<void> | null;
export declare function turnAmongTheRest(ready: Promise<unknown>): Promise<void> | null;
export declare const hydrated: Promise<void>;
/** Resolves in the browser's next task (`scheduler.yield()` where there is one). */
export declare const nextTask: () => Promise<void>;
/** Whether a root is still taking its hydration turns (component tests hydrate one root after another). */
export declare const takingTurns: () => boolean;
/** What holds a renderer's effects while the page hydrates in turns, and runs those held so far. */
export interface HeldEffects {
  hold(on: boolean): void;
  run(): void;
}
export declare function hydrateInTurns<T>(hydrate: () => T, effects?: HeldEffects): T;
export declare function resumingHydration(on: boolean): void;
export declare function rootRendered(): void;
