// The path of a request as Next.js will route it, read from the raw request target: each segment
// percent-decoded, then "." and ".." resolved. The front layers decide on this path (is it an API
// route or a page?), not on the raw text, so that /api/..%2faccount is the page /account it reaches.

/** The raw path of a request target, without its query. */
function rawPath(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Whether every %-escape of the path decodes (UTF-8 included): /models/%ff and /models/%c0%ae do not. */
export function hasValidPercentEncoding(url: string): boolean {
  try {
    decodeURIComponent(rawPath(url));
    return true;
  } catch {
    return false;
  }
}

/**
 * The decoded path with dot segments resolved ("/api/%2e%2e/account" is "/account"), or null when
 * the path does not decode. A ";" parameter ("..;") is read as servers that strip it would.
 */
export function routedPath(url: string): string | null {
  if (!hasValidPercentEncoding(url)) return null;
  const segments: string[] = [];
  for (const raw of decodeURIComponent(rawPath(url)).split(/[/\\]/)) {
    const segment = raw.replace(/;.*$/, "");
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** Whether the request goes to a page (and so to a server action when it writes), not an API route. */
export function routesToPage(url: string): boolean {
  return !(routedPath(url) ?? "/").startsWith("/api/");
}

/** Whether a body is multipart/form-data: a form's, or a server action's rows. */
export function isMultipart(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().startsWith("multipart/form-data") ?? false;
}
