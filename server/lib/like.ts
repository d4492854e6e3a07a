/** Escapes LIKE wildcards so a user's search for '100%' matches the text, not everything. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
