// The page a browser gets (503) when the database refused what a page needed: plain HTML with its
// own styles, since the app's scripts and components may need the very database that is away.
export const OUTAGE_PAGE_TITLE = "The portal is briefly unavailable";

const STYLE = [
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f8fafc;color:#0f172a}",
  "header{border-bottom:1px solid #e2e8f0;background:#fff;padding:12px 24px}",
  "header a{color:#1e3a8a;font-weight:600;text-decoration:none}",
  "main{max-width:40rem;margin:0 auto;padding:48px 24px}",
  "h1{font-size:1.5rem;margin:0 0 12px}",
  "p{line-height:1.6;color:#334155}",
  "main a{color:#1d4ed8}",
].join("");

export const OUTAGE_PAGE_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OUTAGE_PAGE_TITLE} · MR-Ben Portal</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">MR-Ben Portal</a></header>
<main id="main" data-outage="database-unavailable">
<h1>${OUTAGE_PAGE_TITLE}</h1>
<p>The portal cannot reach its database at the moment, so this page cannot be shown. This usually passes within
seconds (a restart or maintenance of the database).</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
