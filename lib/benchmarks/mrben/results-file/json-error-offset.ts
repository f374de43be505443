// Where a JSON text stops being valid. JSON.parse's messages do not always say (V8 omits the
// position for an unexpected token), so an invalid upload is re-scanned to point at the spot.

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const ESCAPES = new Set([...'"\\/bfnrt'].map((c) => c.charCodeAt(0)));
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** The UTF-16 offset of the first syntax error in `text` (text.length if it ends early), or null if it is valid JSON. */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const n = text.length;
  const skip = () => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };
  const string = (): boolean => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 0x5c) {
        const e = text.charCodeAt(i + 1);
        if (i + 1 >= n) {
          i = n;
          return false;
        }
        if (e === 0x75) {
          for (let k = 2; k < 6; k++) {
            if (i + k >= n) {
              i = n;
              return false;
            }
            if (!isHex(text.charCodeAt(i + k))) {
              i += k;
              return false;
            }
          }
          i += 6;
        } else if (ESCAPES.has(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  const digits = (): boolean => {
    if (!isDigit(text.charCodeAt(i))) return false;
    while (isDigit(text.charCodeAt(i))) i++;
    return true;
  };
  const number = (): boolean => {
    if (text.charCodeAt(i) === 0x2d) i++;
    if (text.charCodeAt(i) === 0x30) i++;
    else if (!digits()) return false;
    if (text.charCodeAt(i) === 0x2e) {
      i++;
      if (!digits()) return false;
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === 0x2b || sign === 0x2d) i++;
      if (!digits()) return false;
    }
    return true;
  };
  const literal = (word: string): boolean => {
    for (let k = 0; k < word.length; k++, i++) if (text.charCodeAt(i) !== word.charCodeAt(k)) return false;
    return true;
  };
  /** A scalar, or the opening of a container (pushed on the stack). */
  const stack: number[] = []; // 0x5b array, 0x7b object
  const value = (): boolean => {
    skip();
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      stack.push(c);
      i++;
      skip();
      const close = c === 0x7b ? 0x7d : 0x5d;
      if (text.charCodeAt(i) === close) {
        stack.pop();
        i++;
        return true;
      }
      return c === 0x5b ? value() : key();
    }
    if (c === 0x22) return string();
    if (c === 0x74) return literal("true");
    if (c === 0x66) return literal("false");
    if (c === 0x6e) return literal("null");
    if (c === 0x2d || isDigit(c)) return number();
    return false;
  };
  const key = (): boolean => {
    skip();
    if (text.charCodeAt(i) !== 0x22 || !string()) return false;
    skip();
    if (text.charCodeAt(i) !== 0x3a) return false;
    i++;
    return value();
  };

  if (!value()) return Math.min(i, n);
  for (;;) {
    skip();
    const top = stack[stack.length - 1];
    if (top === undefined) return i === n ? null : i;
    const c = text.charCodeAt(i);
    if (c === 0x2c) {
      i++;
      if (!(top === 0x5b ? value() : key())) return Math.min(i, n);
    } else if (c === (top === 0x5b ? 0x5d : 0x7d)) {
      stack.pop();
      i++;
    } else return Math.min(i, n);
  }
}
