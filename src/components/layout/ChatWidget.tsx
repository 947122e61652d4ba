import React, { useState, useSyncExternalStore } from "react";
import { openChat } from "../../lib/chat-widget";
import { siteFacts } from "../../lib/site";
import { Icon } from "./Icon";
import * as action from "./HeaderAction.module.css";
import * as styles from "./ChatWidget.module.css";

type ChatState = "idle" | "connecting" | "failed" | "open";

const noSubscription = () => () => undefined;

/**
 * "Chat with us" among the header's actions, beside Search: in the header's own row, so it covers nothing of the page
 * at any width (a floating bubble sat on carousel buttons, prices and the phone's contact bar). Only a click on it
 * loads tawk.to's script (openChat) and opens the chat, so no visitor talks to the provider without asking to; a
 * later click opens the chat again. Before the page's script runs a click could do nothing, so until then it only
 * keeps its place (nothing moves when it appears). An empty URL turns the chat off.
 */
export function ChatWidget({ url = siteFacts.chatWidgetUrl }: { url?: string }) {
  const [state, setState] = useState<ChatState>("idle");
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!url) return null;
  if (!hydrated) return <span className={`${action.action} ${styles.waiting}`} aria-hidden="true" />;

  const start = () => {
    setState("connecting");
    openChat(url, window, (loaded) => setState(loaded ? "open" : "failed"));
  };
  return (
    <span className={styles.chat}>
      <button
        type="button"
        className={action.action}
        onClick={start}
        disabled={state === "connecting"}
        aria-describedby="chat-provider-note"
        title="Live chat via tawk.to"
      >
        <Icon name="chat" size={20} />
        <span className={action.text}>{state === "connecting" ? "Connecting…" : "Chat with us"}</span>
      </button>
      <span id="chat-provider-note" className="visually-hidden">
        Opens a live chat with tawk.to, our chat provider
      </span>
      {state === "failed" && (
        <span className={styles.note} role="status">
          The chat could not be reached. Try again, or call or WhatsApp us.
        </span>
      )}
    </span>
  );
}
