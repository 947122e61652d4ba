import privacyEnglish from "./messages/privacy/en.json";
import { usePageText } from "./EditionContext";
import type { MessageKey, Text } from "./text";

/*
 * The privacy notice's own words (what stays on the device, the privacy contact's labels): the catalogue part
 * `privacy`, its English here so that only the notice carries it; another edition's comes with its page.
 */

export type PrivacyText = Text<MessageKey | keyof typeof privacyEnglish>;

/** The notice's words in a component: `usePrivacyText()("privacy.contact")`. */
export const usePrivacyText = (): PrivacyText => usePageText(privacyEnglish);
