import { useEffect } from "react";
import { scheduleChatWidget } from "../../lib/chat-widget";
import { siteFacts } from "../../lib/site";

/** Loads the live-chat script once per visit, late (see scheduleChatWidget); renders nothing. */
export function ChatWidget({ url = siteFacts.chatWidgetUrl }: { url?: string }) {
  useEffect(() => scheduleChatWidget(url), [url]);
  return null;
}
