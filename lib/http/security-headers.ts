// The security headers of every response (pages, API, static files, errors), set once in
// next.config.ts. Static on purpose: pages are cached (ISR), and a per-request CSP nonce would
// make every page dynamic.
//
// Why script-src allows 'unsafe-inline': the App Router streams each page's React payload in
// inline <script> tags (`self.__next_f.push(...)`) whose text differs per page and per render, so
// no static list of hashes can name them, and a nonce needs a render per request. Next's
// experimental SRI only adds `integrity` to the external chunks, not to those inline scripts. What
// keeps injected markup inert instead: React escapes every text it renders (no
// dangerouslySetInnerHTML of stored data), links are http(s) only, and the rest of the policy
// refuses plugins, foreign scripts, <base> hijacking, framing and posting forms elsewhere.

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
  has?: Array<{ type: "header"; key: string; value?: string }>;
}

function contentSecurityPolicy({ dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    // Tailwind's stylesheet is a file, but charts and the upload bar set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const ONE_YEAR = 365 * 24 * 60 * 60;

export function securityHeaderRules({ dev }: { dev: boolean }): HeaderRule[] {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
        // Only the opener isolation: the export API stays readable from other origins (CORS).
        { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
      ],
    },
    {
      // HSTS only means something over HTTPS, which a proxy in front of the portal terminates
      // and announces; a plain-HTTP local server (npm start, tests) must not pin itself to HTTPS.
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: `max-age=${ONE_YEAR}; includeSubDomains` }],
    },
  ];
}
