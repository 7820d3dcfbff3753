/** What a text input shows for a form value: "" for none (null, undefined), else the value as text. */
export const inputText = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
