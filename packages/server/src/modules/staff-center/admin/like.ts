/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const contains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
