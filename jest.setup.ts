import "@testing-library/jest-dom";

// jsdom lacks the pointer events' handler properties browsers have. Preact names the DOM event it listens to by
// them (`onPointerDown` is "pointerdown" where `onpointerdown` is a property, else "PointerDown", which nothing
// fires), so without them a test's pointer events would miss the components that Chromium delivers them to.
if (typeof HTMLElement !== "undefined")
  for (const type of ["over", "enter", "down", "move", "up", "cancel", "out", "leave"])
    if (!(`onpointer${type}` in HTMLElement.prototype))
      Object.defineProperty(HTMLElement.prototype, `onpointer${type}`, { value: null, writable: true });
