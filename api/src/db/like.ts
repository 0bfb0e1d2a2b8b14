/** Text a customer typed, made literal inside a LIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
