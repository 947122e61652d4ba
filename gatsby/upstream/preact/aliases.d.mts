// Types for aliases.mjs, which jest.config.js loads as JavaScript.
export declare function preactForReact(root: string): Record<string, string>;
