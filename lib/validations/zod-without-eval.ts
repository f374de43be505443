// zod, told not to compile parsers with `new Function`: in the browser the portal's
// Content-Security-Policy has no 'unsafe-eval', so zod's probe for it would be refused and
// reported as a violation on every page that parses on the client. Our schemas are small; the
// interpreted parser is fast enough.
import { z } from "zod";

z.config({ jitless: true });

export { z };
