// The HTML popover attributes, which React 18's types do not know yet (React passes them through as written).
import "react";

declare module "react" {
  // T must match React's own declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
