// The bytes of JSON's structure that the scanner looks for, and its test for a digit.

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const LBRACE = 0x7b;
export const RBRACE = 0x7d;
export const LBRACKET = 0x5b;
export const RBRACKET = 0x5d;
export const NEWLINE = 0x0a;
export const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
