import { useLayoutEffect, useRef } from "react";

/**
 * Moves focus to an element by its id once React has rendered the state that shows it (a disabled button cannot
 * take focus). The last request wins. In the same commit as that render, before the paint: an effect after the
 * paint (Preact runs them a frame later) could take focus from a field the visitor clicked once the form showed.
 */
export function useFocusAfterRender(): (id: string) => void {
  const next = useRef<string | null>(null);
  useLayoutEffect(() => {
    // An unrelated update can render first, before the element it points at: wait for the render that has it.
    const target = next.current && document.getElementById(next.current);
    if (!target) return;
    target.focus();
    next.current = null;
  });
  return (id: string) => {
    next.current = id;
  };
}
