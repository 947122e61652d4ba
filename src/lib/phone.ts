/**
 * The agency's phone numbers are written once, as visitors see them ("+91 481 242 0100", content/site.json);
 * the number a tel: link and the structured data dial is made from it. Browser-safe.
 */

/**
 * A phone number as shown: + and the country code, then the rest in groups of digits separated by single
 * spaces or hyphens; 8 to 15 digits in all (the international form a phone dials, E.164).
 */
export const PHONE_NUMBER = /^(?=(?:\D*\d){8,15}$)\+[1-9]\d*(?:[ -]\d+)*$/;

export const PHONE_NUMBER_MESSAGE = 'must be + country code and the number, e.g. "+91 481 242 0100"';

/** The number to dial, from the number as shown: "+91 481 242 0100" → "+914812420100". */
export const dialNumber = (shown: string): string => `+${shown.replace(/\D/g, "")}`;
