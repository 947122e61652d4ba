/**
 * Stand-ins for the browser APIs jsdom lacks, shared by the component tests that need them (carousels and the
 * pages that hold them). Each installs a fresh jest mock, so a test's `beforeEach` starts from a clean one.
 */

/** matchMedia answering `matches(query)` (no query matches by default): "(prefers-reduced-motion: reduce)" etc. */
export function installMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }));
}

/** An IntersectionObserver that never reports: what is observed is never seen (a carousel stays unstarted). */
export function installSilentIntersectionObserver(): void {
  window.IntersectionObserver = jest.fn(() => ({
    observe: jest.fn(),
    disconnect: jest.fn(),
    unobserve: jest.fn(),
    takeRecords: () => [],
  })) as unknown as typeof IntersectionObserver;
}
