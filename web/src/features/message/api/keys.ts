/** Every query of the member's messages sits under this key; a read changes several of them. */
export const messageKey = ['message'] as const;

/** The pages of the message list (all languages, either filter). */
export const messagePagesKey = [...messageKey, 'page'] as const;
