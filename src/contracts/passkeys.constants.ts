/** Passkey rules shared with the pages at run time (no decorators: the client bundle imports this file). */

/** A passkey's name, in characters once trimmed. */
export const MAX_PASSKEY_NAME_LENGTH = 60;

/** Passkeys one account may hold: more than anyone carries devices, and a bound on the list and the table. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;
