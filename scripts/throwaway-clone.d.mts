// Types of throwaway-clone.mjs for e2e/cms.spec.ts.
export declare function makeThrowawayClone(
  repo?: string,
  options?: { workingTree?: boolean },
): { dir: string; remove: () => void };
export declare function resetThrowawayClone(dir: string): { dir: string; remove: () => void };
export declare function changedFiles(dir: string): string[];
export declare function putBack(dir: string, file: string): void;
export declare function changedLines(dir: string, file: string): string[];
export declare function draftBranches(dir: string): string[];
export declare function fileOnMain(dir: string, file: string): string | null;
export declare function startDecapServer(dir: string, port: number): Promise<{ stop: () => Promise<void> }>;
export declare function startDevelop(
  dir: string,
  port: number,
  env: Record<string, string>,
): Promise<{ stop: () => Promise<void>; output: () => string }>;
export declare function buildSite(dir: string, env: Record<string, string>): Promise<{ code: number; output: string }>;
