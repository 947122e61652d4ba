// Types for scripts/long-word-seed.mjs, which e2e specs import.
export declare const LONG_WORD: { id: string; text: string; label: string };
export declare function seedWithLongWord(parentDir: string): string;
