/** Values of the whiteListStatus dictionary. */
export const whiteStatus = { pending: 0, approved: 1, refused: 2 } as const;

/** Values of the manageBookState dictionary. */
export const bookState = { pending: 0, passed: 1, refused: 2 } as const;
