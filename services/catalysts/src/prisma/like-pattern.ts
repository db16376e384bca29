/** `%` and `_` typed in a search are letters, not LIKE's wildcards (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
