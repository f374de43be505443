// Locating the first ill-formed UTF-8 sequence, for an error message that says where it is.

/** Where the first ill-formed UTF-8 sequence starts, bytes.length if none (an error path: one plain pass). */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const c = bytes[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need = 3;
    let low = 0x80;
    let high = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) low = 0xa0;
      else if (c === 0xed) high = 0x9f;
    } else if (c === 0xf0) low = 0x90;
    else if (c === 0xf4) high = 0x8f;
    else if (c < 0xf1 || c > 0xf3) return i;
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < low || next > high) return i;
      low = 0x80;
      high = 0xbf;
    }
    i += need + 1;
  }
  return bytes.length;
}
