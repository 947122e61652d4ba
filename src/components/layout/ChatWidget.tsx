import React, { useState, useSyncExternalStore } from "react";
import { openChat } from "../../lib/chat-widget";
import { siteFacts } from "../../lib/site";
import { Icon } from "./Icon";
import * as styles from "./ChatWidget.module.css";

type ChatState = "idle" | "connecting" | "failed" | "open";

const noSubscription = () => () => undefined;

/**
 * A look-alike of the chat provider's bubble, ours and weightless: only a click on it loads tawk.to's script
 * (openChat) and opens the chat, so no visitor talks to the provider without asking to. Shown once the page's
 * script runs (before that a click could do nothing); an empty URL turns the chat off.
 */
export function ChatWidget({ url = siteFacts.chatWidgetUrl }: { url?: string }) {
  const [state, setState] = useState<ChatState>("idle");
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Once the provider's script has loaded, its own bubble and window take over.
  if (!url || !hydrated || state === "open") return null;

  const start = () => {
    setState("connecting");
    openChat(url, window, (loaded) => setState(loaded ? "open" : "failed"));
  };
  return (
    // A landmark of its own: it sits outside the page's main content, like the provider's bubble it stands in for.
    <aside className={styles.corner} aria-label="Live chat">
      {state === "failed" && (
        <p className={styles.note} role="status">
          The chat could not be reached. Try again, or call or WhatsApp us.
        </p>
      )}
      <button
        type="button"
        className={styles.bubble}
        onClick={start}
        disabled={state === "connecting"}
        aria-describedby="chat-provider-note"
      >
        <Icon name="chat" size={24} />
        <span className={styles.label}>{state === "connecting" ? "Connecting…" : "Chat with us"}</span>
      </button>
      <span id="chat-provider-note" className="visually-hidden">
        Opens a live chat with tawk.to, our chat provider
      </span>
      <span className={styles.provider} aria-hidden="true">
        via tawk.to
      </span>
    </aside>
  );
}
