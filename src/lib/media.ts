/** Where a picture's phone crop replaces it (art direction): the deal banners' and the hero's portrait crops. */
export const PHONE_MEDIA = "(max-width: 768px)";
