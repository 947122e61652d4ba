/**
 * The third-party live chat (tawk.to): nothing of it loads until the visitor asks for it by clicking the chat
 * button (src/components/layout/ChatWidget.tsx). Then its script is added once and the chat opens as soon as
 * the provider is ready. Until that click the site contacts no host but its own.
 */

/** Adds `<script async src=url>` unless a script with that src is already in the document. Returns whether it added one. */
export function addScriptOnce(url: string, doc: Document = document, onSettled?: (loaded: boolean) => void): boolean {
  const present = Array.from(doc.scripts).some((script) => script.getAttribute("src") === url);
  if (present) return false;
  const script = doc.createElement("script");
  script.src = url;
  script.async = true;
  if (onSettled) {
    script.addEventListener("load", () => onSettled(true));
    script.addEventListener("error", () => onSettled(false));
  }
  doc.body.appendChild(script);
  return true;
}

/** The part of tawk.to's JavaScript API the site uses (https://developer.tawk.to/jsapi/). */
interface TawkApi {
  onLoad?: () => void;
  maximize?: () => void;
}
type ChatWindow = Window & { Tawk_API?: TawkApi };

/**
 * Loads the chat provider's script (once) and opens the chat window when it is ready; if it is already loaded,
 * opens it now. `onSettled` hears whether the script loaded (false: blocked or offline).
 */
export function openChat(url: string, win: ChatWindow = window, onSettled?: (loaded: boolean) => void): void {
  if (!url) return;
  const api = (win.Tawk_API ??= {});
  if (typeof api.maximize === "function") {
    api.maximize();
    onSettled?.(true);
    return;
  }
  // tawk.to calls onLoad once its widget is ready: the visitor asked to chat, so the chat opens.
  api.onLoad = () => api.maximize?.();
  if (!addScriptOnce(url, win.document, onSettled)) onSettled?.(true);
}
