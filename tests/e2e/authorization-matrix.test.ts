// Who may do what, over HTTP against one production server: every page, route handler and
// server action of app/ for five actors (anonymous, the submitter, another plain user, a
// moderator, an admin), with the outcome each must get. The lists of routes and actions are read
// from app/ itself, so a new one fails here until it is classified.
//
// Server actions are called the way an attacker would: a POST with the action's id (public in
// the page's scripts) to the page that serves it, carrying the actor's session cookie. That goes
// through Next's real action dispatch, the action's own parse -> authenticate -> authorize, and
// the service, so a check that lived only in the UI (a hidden button) would fail here. Every
// outcome is confirmed in the database, not only in the message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { currentSubjectKeys } from "@/lib/benchmarks/mrben/reported/reported-entries";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, FIXTURE, fixtureBytes, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { EXTRACTION_SLUG, predictionLines } from "../helpers/extraction-benchmark";
import { startWith } from "../helpers/file-database";
import { sharedPortal, type Portal } from "./helpers/portal";
import { pageFiles, routeHandlers, serverActions, STATE_CHANGING } from "./helpers/route-inventory";
import { callServerAction, serverActionRefs, type ServerActionRef } from "./helpers/server-actions";

type ActorName = "anonymous" | "user" | "other" | "moderator" | "admin";
const ACTORS: ActorName[] = ["anonymous", "user", "other", "moderator", "admin"];
/** An outcome: an HTTP status, or "signin" for a redirect to the sign-in page that comes back. */
type Outcome = number | "signin" | "redirect";
type Expected = Record<ActorName, Outcome>;

const all = (outcome: Outcome): Expected => ({
  anonymous: outcome,
  user: outcome,
  other: outcome,
  moderator: outcome,
  admin: outcome,
});
const signedIn = (outcome: Outcome, anonymous: Outcome): Expected => ({ ...all(outcome), anonymous });
const moderatorsOnly = (allowed: Outcome, refused: Outcome, anonymous: Outcome = refused): Expected => ({
  anonymous,
  user: refused,
  other: refused,
  moderator: allowed,
  admin: allowed,
});
/** A submission that is not approved: its submitter and the moderators see it, nobody else learns it exists. */
const submitterAndModerators = (allowed: Outcome): Expected => ({
  anonymous: 404,
  user: allowed,
  other: 404,
  moderator: allowed,
  admin: allowed,
});

interface Fixtures {
  draftId: string;
  pendingId: string;
  pendingRunId: string;
  pendingRecordId: string;
  /** A pending submission for an extraction benchmark, its 0-shot predictions scored. */
  pendingExtractionId: string;
  approvedId: string;
  approvedSlug: string;
  pendingSlug: string;
  itemId: string;
  reportedId: string;
  ownerTokenId: string;
  /** The submitter's unsubscribe token, which every mail to them carries. */
  ownerMailToken: string;
  /** A queued hosted run of the draft, started by its submitter (no worker takes it: hosted runs are off here). */
  hostedRunId: string;
}

interface HttpCase {
  /** What the row shows, e.g. "someone else's pending submission". */
  label: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (f: Fixtures) => string;
  body?: (f: Fixtures, actor: ActorName) => string | Uint8Array;
  contentType?: string;
  expect: Expected;
}

const json = (value: unknown) => () => JSON.stringify(value);

/** Pages: the file, then the requests that exercise it. */
const PAGES: Record<string, HttpCase[]> = {
  "app/(public)/about/page.tsx": [{ label: "about", path: () => "/about", expect: all(200) }],
  "app/(public)/benchmarks/page.tsx": [{ label: "benchmarks", path: () => "/benchmarks", expect: all(200) }],
  "app/(public)/benchmarks/[slug]/page.tsx": [
    { label: "an extraction board", path: () => `/benchmarks/${EXTRACTION_SLUG}`, expect: all(200) },
  ],
  "app/(public)/benchmarks/[slug]/subjects/[subject]/page.tsx": [
    {
      label: "a subject the extraction board does not have",
      path: () => `/benchmarks/${EXTRACTION_SLUG}/subjects/history`,
      expect: all(404),
    },
  ],
  "app/(public)/benchmarks/[slug]/entries/[submissionId]/page.tsx": [
    {
      label: "a pending extraction submission as a public entry (only approved ones are public)",
      path: (f) => `/benchmarks/${EXTRACTION_SLUG}/entries/${f.pendingExtractionId}?shots=0`,
      expect: all(404),
    },
  ],
  "app/(public)/benchmarks/[slug]/entries/[submissionId]/records/[record]/page.tsx": [
    {
      label: "a pending extraction submission's record as public (only approved ones are public)",
      path: (f) => `/benchmarks/${EXTRACTION_SLUG}/entries/${f.pendingExtractionId}/records/0?shots=0`,
      expect: all(404),
    },
  ],
  "app/(public)/changes/page.tsx": [{ label: "what changed", path: () => "/changes", expect: all(200) }],
  "app/(public)/history/[day]/page.tsx": [
    { label: "the board as of a past day", path: () => "/?asOf=2026-01-01", expect: all(200) },
    { label: "a past day's board by its internal address", path: () => "/history/2026-01-01", expect: all(307) },
  ],
  "app/(public)/history/[day]/subjects/[subject]/page.tsx": [
    { label: "a subject's board as of a past day", path: () => "/subjects/math?asOf=2026-01-01", expect: all(200) },
  ],
  "app/(public)/compare/page.tsx": [{ label: "compare", path: () => "/compare", expect: all(200) }],
  "app/(public)/items/page.tsx": [{ label: "item difficulty", path: () => "/items", expect: all(200) }],
  "app/(public)/items/[id]/page.tsx": [{ label: "an item", path: (f) => `/items/${f.itemId}`, expect: all(200) }],
  "app/(public)/leaderboard/[board]/page.tsx": [
    { label: "the home board", path: () => "/", expect: all(200) },
    { label: "an unknown board", path: () => "/leaderboard/nope", expect: all(307) },
  ],
  "app/(public)/analyses/page.tsx": [
    { label: "the analyses across models", path: () => "/analyses", expect: all(200) },
  ],
  "app/(public)/models/[slug]/page.tsx": [
    { label: "an approved model", path: (f) => `/models/${f.approvedSlug}`, expect: all(200) },
    { label: "a model only pending", path: (f) => `/models/${f.pendingSlug}`, expect: all(404) },
  ],
  "app/(public)/subjects/[subject]/page.tsx": [{ label: "a subject", path: () => "/subjects/math", expect: all(200) }],
  "app/(public)/how-to-submit/page.tsx": [{ label: "how to submit", path: () => "/how-to-submit", expect: all(200) }],
  "app/account/page.tsx": [{ label: "the account", path: () => "/account", expect: signedIn(200, "signin") }],
  "app/admin/hosted/page.tsx": [
    { label: "the hosted endpoints' allow-list", path: () => "/admin/hosted", expect: { ...all(404), admin: 200 } },
  ],
  "app/admin/mail/page.tsx": [
    { label: "the mail log", path: () => "/admin/mail", expect: { ...all(404), admin: 200 } },
  ],
  "app/admin/rescore/page.tsx": [
    { label: "rescore", path: () => "/admin/rescore", expect: { ...all(404), admin: 200 } },
  ],
  "app/moderation/page.tsx": [{ label: "the queue", path: () => "/moderation", expect: moderatorsOnly(200, 404) }],
  "app/moderation/[id]/page.tsx": [
    { label: "a review", path: (f) => `/moderation/${f.pendingId}`, expect: moderatorsOnly(200, 404) },
  ],
  "app/moderation/audit/page.tsx": [
    { label: "the audit log", path: () => "/moderation/audit", expect: moderatorsOnly(200, 404) },
  ],
  "app/moderation/reported/page.tsx": [
    { label: "reported entries", path: () => "/moderation/reported", expect: moderatorsOnly(200, 404) },
  ],
  "app/moderation/reported/new/page.tsx": [
    { label: "a new reported entry", path: () => "/moderation/reported/new", expect: moderatorsOnly(200, 404) },
  ],
  "app/signin/page.tsx": [{ label: "sign in", path: () => "/signin", expect: signedIn(307, 200) }],
  "app/submissions/page.tsx": [
    { label: "own submissions", path: () => "/submissions", expect: signedIn(200, "signin") },
  ],
  "app/submissions/[id]/page.tsx": [
    { label: "a pending submission", path: (f) => `/submissions/${f.pendingId}`, expect: submitterAndModerators(200) },
    { label: "a draft", path: (f) => `/submissions/${f.draftId}`, expect: submitterAndModerators(200) },
    { label: "an approved submission", path: (f) => `/submissions/${f.approvedId}`, expect: all(200) },
  ],
  // The endpoint and spending of a run are the submitter's and the moderators', even on an approved entry.
  "app/submissions/[id]/hosted/page.tsx": [
    {
      label: "a draft's hosted runs",
      path: (f) => `/submissions/${f.draftId}/hosted`,
      expect: submitterAndModerators(200),
    },
    {
      label: "an approved submission's hosted runs",
      path: (f) => `/submissions/${f.approvedId}/hosted`,
      expect: submitterAndModerators(200),
    },
  ],
  "app/submissions/[id]/records/page.tsx": [
    {
      label: "a pending submission's items",
      path: (f) => `/submissions/${f.pendingId}/records`,
      expect: submitterAndModerators(200),
    },
    {
      label: "a pending extraction submission's records",
      path: (f) => `/submissions/${f.pendingExtractionId}/records?shots=0`,
      expect: submitterAndModerators(200),
    },
  ],
  "app/submissions/[id]/records/[record]/page.tsx": [
    {
      label: "a pending submission's item row",
      path: (f) => `/submissions/${f.pendingId}/records/${f.pendingRecordId}`,
      expect: submitterAndModerators(200),
    },
    {
      label: "a pending extraction submission's record",
      path: (f) => `/submissions/${f.pendingExtractionId}/records/0?shots=0`,
      expect: submitterAndModerators(200),
    },
  ],
  "app/submit/page.tsx": [{ label: "submit", path: () => "/submit", expect: signedIn(200, "signin") }],
  // The link's token is the credential: whoever holds it sees the page, signed in or not.
  "app/unsubscribe/[token]/[topic]/page.tsx": [
    { label: "an unsubscribe link", path: (f) => `/unsubscribe/${f.ownerMailToken}/decision`, expect: all(200) },
    {
      label: "an unsubscribe link nobody holds",
      path: () => "/unsubscribe/00000000-0000-4000-8000-000000000000/decision",
      expect: all(404),
    },
  ],
};

/**
 * Route handlers, by file and method. Requests that change something are built to pass the
 * authorization and then stop harmlessly (a stale revision: 409; an incomplete draft: 409), so
 * an allowed actor's answer proves the check let them through without changing what others see.
 */
const ROUTES: Record<string, HttpCase[]> = {
  "app/api/auth/[...nextauth]/route.ts GET": [
    { label: "next-auth providers", path: () => "/api/auth/providers", expect: all(200) },
  ],
  // next-auth's own POST endpoints (sign-in, sign-out) check its double-submit CSRF token; the
  // CSRF test signs out cross-site and checks the session survives.
  "app/api/auth/[...nextauth]/route.ts POST": [
    {
      label: "sign-out without next-auth's CSRF token",
      method: "POST",
      path: () => "/api/auth/signout",
      expect: all(302),
    },
  ],
  // Refused by lib/env.ts in production: the route answers 404 to everyone.
  "app/api/dev-sign-in/route.ts POST": [
    { label: "development sign-in", method: "POST", path: () => "/api/dev-sign-in", expect: all(404) },
  ],
  "app/api/health/route.ts GET": [{ label: "health", path: () => "/api/health", expect: all(200) }],
  "app/api/v1/admin/leaderboard/revalidate/route.ts POST": [
    {
      label: "revalidate the board",
      method: "POST",
      path: () => "/api/v1/admin/leaderboard/revalidate",
      expect: { anonymous: 401, user: 403, other: 403, moderator: 403, admin: 200 },
    },
  ],
  "app/api/v1/admin/rescore/route.ts GET": [
    {
      label: "rescore campaigns",
      path: () => "/api/v1/admin/rescore",
      expect: { anonymous: 401, user: 404, other: 404, moderator: 404, admin: 200 },
    },
  ],
  "app/api/v1/badges/[file]/route.ts GET": [
    { label: "an approved model's badge", path: (f) => `/api/v1/badges/${f.approvedSlug}.svg`, expect: all(200) },
    { label: "a pending model's badge", path: (f) => `/api/v1/badges/${f.pendingSlug}.svg`, expect: all(404) },
  ],
  "app/api/v1/benchmarks/[slug]/badges/[file]/route.ts GET": [
    {
      label: "a badge of a model not on the extraction board",
      path: (f) => `/api/v1/benchmarks/${EXTRACTION_SLUG}/badges/${f.pendingSlug}.svg`,
      expect: all(404),
    },
  ],
  "app/api/v1/benchmarks/[slug]/leaderboard/route.ts GET": [
    {
      label: "an extraction board JSON",
      path: () => `/api/v1/benchmarks/${EXTRACTION_SLUG}/leaderboard`,
      expect: all(200),
    },
  ],
  "app/changes.atom/route.ts GET": [{ label: "the changes feed", path: () => "/changes.atom", expect: all(200) }],
  "app/(public)/how-to-submit/samples/[kind]/route.ts GET": [
    { label: "MR-Ben's sample results file", path: () => "/how-to-submit/samples/mrben", expect: all(200) },
    {
      label: "extraction's sample predictions file",
      path: () => "/how-to-submit/samples/extraction",
      expect: all(200),
    },
    { label: "a kind without a sample file", path: () => "/how-to-submit/samples/nope", expect: all(404) },
  ],
  "app/api/v1/leaderboard.csv/route.ts GET": [
    { label: "board CSV", path: () => "/api/v1/leaderboard.csv", expect: all(200) },
  ],
  "app/api/v1/leaderboard/route.ts GET": [{ label: "board JSON", path: () => "/api/v1/leaderboard", expect: all(200) }],
  "app/api/v1/me/route.ts GET": [{ label: "who am I", path: () => "/api/v1/me", expect: all(200) }],
  "app/api/v1/models/[slug]/route.ts GET": [
    { label: "an approved model", path: (f) => `/api/v1/models/${f.approvedSlug}`, expect: all(200) },
    { label: "a model only pending", path: (f) => `/api/v1/models/${f.pendingSlug}`, expect: all(404) },
  ],
  "app/api/v1/models/[slug]/analyses/route.ts GET": [
    {
      label: "an approved model's analyses",
      path: (f) => `/api/v1/models/${f.approvedSlug}/analyses`,
      expect: all(200),
    },
    { label: "a model only pending", path: (f) => `/api/v1/models/${f.pendingSlug}/analyses`, expect: all(404) },
  ],
  "app/api/v1/moderation/events/route.ts GET": [
    { label: "the audit log", path: () => "/api/v1/moderation/events", expect: moderatorsOnly(200, 404) },
  ],
  "app/api/v1/reported-entries/route.ts POST": [
    {
      label: "add a reported entry",
      method: "POST",
      path: () => "/api/v1/reported-entries",
      body: (_f, actor) =>
        JSON.stringify({
          modelName: `Reported by ${actor}`,
          modelLink: "https://example.org/reported",
          organization: "Lab",
          description: "From a paper.",
          parameterCount: "",
          openWeights: false,
          sourceUrl: "https://example.org/paper",
          scores: { "0": Object.fromEntries(SUBJECT_KEYS.map((key) => [key, "40.0"])) },
        }),
      expect: moderatorsOnly(201, 403, 401),
    },
  ],
  "app/api/v1/reported-entries/[id]/decisions/route.ts POST": [
    {
      label: "unpublish a reported entry (stale revision)",
      method: "POST",
      path: (f) => `/api/v1/reported-entries/${f.reportedId}/decisions`,
      body: json({ decision: "unpublish", reason: "test", revision: 99 }),
      expect: moderatorsOnly(409, 403, 401),
    },
  ],
  "app/api/v1/reported-entries/[id]/flags/route.ts POST": [
    {
      label: "flag a reported entry that is not there",
      method: "POST",
      path: () => "/api/v1/reported-entries/no-such-entry/flags",
      body: json({ kind: "setup_differs", note: "matrix" }),
      expect: moderatorsOnly(404, 403, 401),
    },
  ],
  "app/api/v1/submissions/[id]/flags/route.ts POST": [
    {
      label: "flag a submission that is not there",
      method: "POST",
      path: () => "/api/v1/submissions/no-such-submission/flags",
      body: json({ kind: "contamination_suspected", note: "matrix" }),
      expect: moderatorsOnly(404, 403, 401),
    },
  ],
  "app/api/v1/flags/[id]/route.ts DELETE": [
    {
      label: "remove a flag that is not there",
      method: "DELETE",
      path: () => "/api/v1/flags/no-such-flag",
      body: json({ note: "matrix" }),
      expect: moderatorsOnly(404, 403, 401),
    },
  ],
  "app/api/v1/submissions/route.ts GET": [
    { label: "own submissions", path: () => "/api/v1/submissions", expect: signedIn(200, 401) },
  ],
  "app/api/v1/submissions/route.ts POST": [
    {
      label: "create a draft",
      method: "POST",
      path: () => "/api/v1/submissions",
      body: json(validMeta),
      expect: signedIn(201, 401),
    },
  ],
  "app/api/v1/submissions/[id]/route.ts GET": [
    {
      label: "a pending submission",
      path: (f) => `/api/v1/submissions/${f.pendingId}`,
      expect: submitterAndModerators(200),
    },
    { label: "an approved submission", path: (f) => `/api/v1/submissions/${f.approvedId}`, expect: all(200) },
  ],
  "app/api/v1/submissions/[id]/route.ts PATCH": [
    {
      label: "edit a draft's metadata",
      method: "PATCH",
      path: (f) => `/api/v1/submissions/${f.draftId}`,
      body: json(validMeta),
      expect: { anonymous: 404, user: 200, other: 404, moderator: 403, admin: 403 },
    },
    {
      label: "edit a pending submission's metadata",
      method: "PATCH",
      path: (f) => `/api/v1/submissions/${f.pendingId}`,
      body: json(validMeta),
      expect: { anonymous: 404, user: 409, other: 404, moderator: 403, admin: 403 },
    },
  ],
  "app/api/v1/submissions/[id]/decisions/route.ts POST": [
    {
      label: "decide on a pending submission (stale revision)",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.pendingId}/decisions`,
      body: json({ decision: "approve", revision: 99 }),
      expect: { anonymous: 401, user: 403, other: 404, moderator: 409, admin: 409 },
    },
  ],
  "app/api/v1/submissions/[id]/results/[shots]/route.ts GET": [
    {
      label: "a pending submission's original file",
      path: (f) => `/api/v1/submissions/${f.pendingId}/results/0`,
      expect: submitterAndModerators(200),
    },
  ],
  "app/api/v1/submissions/[id]/results/[shots]/route.ts PUT": [
    {
      label: "upload to a pending submission",
      method: "PUT",
      path: (f) => `/api/v1/submissions/${f.pendingId}/results/1`,
      body: () => fixtureBytes(FIXTURE.small),
      contentType: "application/json",
      expect: { anonymous: 404, user: 409, other: 404, moderator: 403, admin: 403 },
    },
    {
      label: "upload to a draft (an empty body: refused after the checks)",
      method: "PUT",
      path: (f) => `/api/v1/submissions/${f.draftId}/results/1`,
      body: () => new Uint8Array(),
      contentType: "application/json",
      expect: { anonymous: 404, user: 400, other: 404, moderator: 403, admin: 403 },
    },
  ],
  "app/api/v1/submissions/[id]/hosted-runs/route.ts GET": [
    {
      label: "a pending submission's hosted runs",
      path: (f) => `/api/v1/submissions/${f.pendingId}/hosted-runs`,
      expect: submitterAndModerators(200),
    },
    {
      label: "an approved submission's hosted runs (the endpoint and spending stay private)",
      path: (f) => `/api/v1/submissions/${f.approvedId}/hosted-runs`,
      expect: submitterAndModerators(200),
    },
  ],
  "app/api/v1/submissions/[id]/hosted-runs/route.ts POST": [
    {
      label: "start a hosted run on a draft (settings refused after the checks)",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.draftId}/hosted-runs`,
      body: json({}),
      expect: { anonymous: 404, user: 422, other: 404, moderator: 403, admin: 403 },
    },
    {
      label: "start a hosted run on a pending submission",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.pendingId}/hosted-runs`,
      body: json({}),
      expect: { anonymous: 404, user: 409, other: 404, moderator: 403, admin: 403 },
    },
  ],
  "app/api/v1/submissions/[id]/hosted-runs/[runId]/route.ts GET": [
    {
      label: "a hosted run that is not there",
      path: (f) => `/api/v1/submissions/${f.pendingId}/hosted-runs/no-such-run`,
      expect: all(404),
    },
  ],
  "app/api/v1/submissions/[id]/hosted-runs/[runId]/files/[shots]/[stage]/route.ts GET": [
    {
      label: "a file of a hosted run that is not there",
      path: (f) => `/api/v1/submissions/${f.pendingId}/hosted-runs/no-such-run/files/0/scored`,
      expect: all(404),
    },
  ],
  "app/api/v1/submissions/[id]/hosted-runs/[runId]/cancel/route.ts POST": [
    {
      label: "cancel a hosted run that is not there",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.pendingId}/hosted-runs/no-such-run/cancel`,
      expect: all(404),
    },
  ],
  "app/api/v1/submissions/[id]/hosted-runs/[runId]/retry-judge/route.ts POST": [
    {
      label: "try again the judge stage of a hosted run that is not there",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.pendingId}/hosted-runs/no-such-run/retry-judge`,
      expect: all(404),
    },
  ],
  "app/api/v1/submissions/[id]/runs/[runId]/route.ts GET": [
    {
      label: "a pending submission's run",
      path: (f) => `/api/v1/submissions/${f.pendingId}/runs/${f.pendingRunId}`,
      expect: submitterAndModerators(200),
    },
    {
      label: "a pending submission's run through an approved submission's address",
      path: (f) => `/api/v1/submissions/${f.approvedId}/runs/${f.pendingRunId}`,
      expect: all(404),
    },
  ],
  "app/api/v1/submissions/[id]/submit/route.ts POST": [
    {
      label: "send a draft without files to review",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.draftId}/submit`,
      expect: { anonymous: 404, user: 409, other: 404, moderator: 403, admin: 403 },
    },
  ],
  "app/api/v1/submissions/[id]/withdraw/route.ts POST": [
    {
      label: "withdraw a pending submission (stale revision)",
      method: "POST",
      path: (f) => `/api/v1/submissions/${f.pendingId}/withdraw`,
      body: json({ revision: 99 }),
      expect: { anonymous: 401, user: 409, other: 404, moderator: 403, admin: 403 },
    },
  ],
};

/** Routes that take only the session cookie (pages' own helpers and next-auth): no token mode. */
const COOKIE_ONLY = new Set(["app/api/auth/[...nextauth]/route.ts", "app/api/dev-sign-in/route.ts"]);

interface ActionCase {
  /** The page the action is posted to (one whose bundle holds it). */
  page: (f: Fixtures) => string;
  fields: (f: Fixtures) => Record<string, string>;
  /** The database state the action changes when it runs: a change means it was allowed. */
  observe?: () => Promise<unknown>;
  /** Or, for requests built to stop harmlessly after the checks, what only an allowed actor is told. */
  passed?: string;
  allowed: ActorName[];
}

/** Both services' answer to a stale revision: it comes after the authorization. */
const STALE = "changed while you were deciding";
const JUDGE_OFF = "The judge audit is off";

const ACTIONS: Record<string, ActionCase> = {
  "app/account/actions.ts#createApiTokenAction": {
    page: () => "/account",
    fields: () => ({ name: "made by the matrix" }),
    observe: () => db.apiToken.count({ where: { name: "made by the matrix" } }),
    allowed: ["user", "other", "moderator", "admin"],
  },
  "app/account/actions.ts#revokeApiTokenAction": {
    page: () => "/account",
    fields: (f) => ({ tokenId: f.ownerTokenId }),
    observe: () => db.apiToken.count({ where: { revokedAt: { not: null } } }),
    allowed: ["user"],
  },
  // Cleared, so that every allowed actor may set it (a name two accounts asked for is refused to the second).
  "app/account/actions.ts#saveDisplayNameAction": {
    page: () => "/account",
    fields: () => ({ displayName: "" }),
    passed: '"ok":true',
    allowed: ["user", "other", "moderator", "admin"],
  },
  "app/account/actions.ts#saveMailPreferencesAction": {
    page: () => "/account",
    // Every box unticked: each allowed actor turns their own mail about failed files off.
    fields: () => ({}),
    observe: () => db.user.count({ where: { mailOnRunFailed: false } }),
    allowed: ["user", "other", "moderator", "admin"],
  },
  "app/admin/hosted/actions.ts#addAllowEntriesAction": {
    page: () => "/admin/hosted",
    fields: () => ({ entries: "10.77.0.0/16" }),
    observe: () => db.hostedEndpointAllowEntry.count(),
    allowed: ["admin"],
  },
  // An entry that is not there: an allowed actor gets as far as being told so.
  "app/admin/hosted/actions.ts#removeAllowEntryAction": {
    page: () => "/admin/hosted",
    fields: () => ({ entryId: "no-such-entry" }),
    passed: "That entry is no longer on the list.",
    allowed: ["admin"],
  },
  "app/admin/rescore/actions.ts#startRescoreAction": {
    page: () => "/admin/rescore",
    fields: () => ({}),
    observe: () => db.rescoreCampaign.count(),
    allowed: ["admin"],
  },
  "app/moderation/[id]/actions.ts#decideAction": {
    page: (f) => `/moderation/${f.pendingId}`,
    fields: (f) => ({ submissionId: f.pendingId, decision: "approve", revision: "99", reason: "" }),
    passed: STALE,
    allowed: ["moderator", "admin"],
  },
  // This portal has no judge configured: an allowed actor gets as far as being told it is off.
  "lib/benchmarks/mrben/ui/judge-actions.ts#rejudgeAction": {
    page: (f) => `/moderation/${f.pendingId}`,
    fields: (f) => ({ submissionId: f.pendingId, shots: "0" }),
    passed: JUDGE_OFF,
    allowed: ["moderator", "admin"],
  },
  "lib/benchmarks/mrben/ui/judge-actions.ts#retryJudgeAction": {
    page: (f) => `/moderation/${f.pendingId}`,
    fields: (f) => ({ submissionId: f.pendingId, auditId: "no-such-audit" }),
    passed: JUDGE_OFF,
    allowed: ["moderator", "admin"],
  },
  "lib/benchmarks/mrben/ui/reported/reported-actions.ts#addReportedAction": {
    page: () => "/moderation/reported/new",
    fields: () => ({
      modelName: "Reported through the action",
      modelLink: "https://example.org/action",
      organization: "Lab",
      description: "x",
      parameterCount: "",
      sourceUrl: "https://example.org/source",
      ...Object.fromEntries(SUBJECT_KEYS.map((key) => [`score-0-${key}`, "10.0"])),
    }),
    observe: () => db.reportedEntry.count(),
    allowed: ["moderator", "admin"],
  },
  "lib/benchmarks/mrben/ui/reported/reported-actions.ts#decideReportedAction": {
    page: () => "/moderation/reported",
    fields: (f) => ({ reportedEntryId: f.reportedId, decision: "unpublish", revision: "99", reason: "test" }),
    passed: STALE,
    allowed: ["moderator", "admin"],
  },
  // Flags on entries that are not there: an allowed actor gets as far as being told so.
  "lib/moderation/entry-flag-actions.ts#flagEntryAction": {
    page: (f) => `/moderation/${f.pendingId}`,
    fields: () => ({ submissionId: "no-such-submission", kind: "setup_differs", note: "matrix", page: "/moderation" }),
    passed: "No such entry.",
    allowed: ["moderator", "admin"],
  },
  "lib/moderation/entry-flag-actions.ts#unflagEntryAction": {
    page: (f) => `/moderation/${f.pendingId}`,
    fields: () => ({ submissionId: "no-such-submission", flagId: "no-such-flag", page: "/moderation" }),
    passed: "No such flag.",
    allowed: ["moderator", "admin"],
  },
  // The link's token authorizes, not a session: anyone holding it may turn that mail off.
  "app/unsubscribe/[token]/[topic]/actions.ts#unsubscribeAction": {
    page: (f) => `/unsubscribe/${f.ownerMailToken}/decision`,
    fields: (f) => ({ token: f.ownerMailToken, topic: "decision" }),
    passed: '"ok":true',
    allowed: ["user", "anonymous", "other", "moderator", "admin"],
  },
  // The submitter gets as far as the benchmark's subjects, which are checked before any address.
  "app/submissions/[id]/hosted/actions.ts#startHostedRunAction": {
    page: (f) => `/submissions/${f.draftId}/hosted`,
    fields: (f) => ({
      submissionId: f.draftId,
      baseUrl: "http://127.0.0.1:9/v1",
      model: "m",
      shots: "0",
      subjects: "no-such-subject",
    }),
    passed: "No subject no-such-subject",
    allowed: ["user"],
  },
  "app/submissions/[id]/hosted/actions.ts#cancelHostedRunAction": {
    page: (f) => `/submissions/${f.draftId}/hosted`,
    fields: (f) => ({ submissionId: f.draftId, runId: f.hostedRunId }),
    observe: () => db.hostedRun.count({ where: { status: "cancelled" } }),
    allowed: ["user"],
  },
  // The fixture's run has no failed judge stage: the submitter is told only a failed one is tried again.
  "app/submissions/[id]/hosted/actions.ts#retryJudgeStageAction": {
    page: (f) => `/submissions/${f.draftId}/hosted`,
    fields: (f) => ({ submissionId: f.draftId, runId: f.hostedRunId }),
    passed: "only a failed one is tried again",
    allowed: ["user"],
  },
  "app/submissions/[id]/actions.ts#withdrawAction": {
    page: (f) => `/submissions/${f.pendingId}`,
    fields: (f) => ({ submissionId: f.pendingId, revision: "99" }),
    passed: STALE,
    allowed: ["user"],
  },
  "app/submissions/[id]/actions.ts#markPartialAction": {
    page: (f) => `/submissions/${f.draftId}`,
    fields: (f) => ({ submissionId: f.draftId, partial: "on" }),
    observe: () => db.submission.count({ where: { partial: true } }),
    allowed: ["user"],
  },
  "app/submissions/[id]/actions.ts#copyAsNewVersionAction": {
    page: (f) => `/submissions/${f.approvedId}`,
    fields: (f) => ({ submissionId: f.approvedId }),
    observe: () => db.submission.count(),
    allowed: ["user"],
  },
};

const SUBJECT_KEYS: string[] = [];
let portal: Portal;
let fixtures: Fixtures;
const actors: Record<ActorName, Actor | null> = {
  anonymous: null,
  user: null,
  other: null,
  moderator: null,
  admin: null,
};

startWith("benchmarks");

beforeAll(async () => {
  const [user, other, moderator, admin] = await Promise.all([
    createActor("user", "owner"),
    createActor("user", "other"),
    createActor("moderator", "mod"),
    createActor("admin", "admin"),
  ]);
  Object.assign(actors, { user, other, moderator, admin });
  const auth = { authorization: user.bearer };
  const draftId = String((await createSubmission(auth)).body.id);
  const pendingId = String((await createSubmission(auth, { ...validMeta, modelName: "Pending Model" })).body.id);
  const upload = await uploadResults(auth, pendingId, "0", fixtureBytes(FIXTURE.small), {
    "content-type": "application/json",
    "x-file-name": FIXTURE.small,
  });
  expect(upload.status).toBe(201);
  // The small fixture covers two subjects only, which review would refuse: put it in the queue directly.
  await db.submission.update({ where: { id: pendingId }, data: { status: "pending", submittedAt: new Date() } });
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId: pendingId },
    include: { scoring: true },
  });
  const record = await db.recordResult.findFirstOrThrow({
    where: { scoringId: run.scoringId! },
    select: { id: true, itemId: true },
  });
  const pendingExtractionId = String(
    (await createSubmission(auth, { ...validMeta, modelName: "Pending Extraction", benchmark: EXTRACTION_SLUG })).body
      .id,
  );
  const predictions = new TextEncoder().encode(predictionLines("Llama_results.json", "0-shot"));
  expect((await uploadResults(auth, pendingExtractionId, "0", predictions)).status).toBe(201);
  await db.submission.update({
    where: { id: pendingExtractionId },
    data: { status: "pending", submittedAt: new Date() },
  });
  const approvedId = String((await createSubmission(auth, { ...validMeta, modelName: "Public Model" })).body.id);
  const approvedUpload = await uploadResults(auth, approvedId, "0", fixtureBytes(FIXTURE.small), {
    "content-type": "application/json",
    "x-file-name": FIXTURE.small,
  });
  expect(approvedUpload.status).toBe(201);
  await approveForTests(approvedId);
  const reported = await db.reportedEntry.create({
    data: {
      modelName: "Reported One",
      modelSlug: "reported-one",
      modelLink: "https://example.org/r",
      organization: "Lab",
      description: "",
      openWeights: false,
      sourceUrl: "https://example.org/paper",
      scores: { "0": { math: 0.4 } },
      createdById: moderator.id,
    },
  });
  fixtures = {
    draftId,
    pendingId,
    pendingRunId: run.id,
    pendingRecordId: String(record.id),
    pendingExtractionId,
    approvedId,
    approvedSlug: (await db.submission.findUniqueOrThrow({ where: { id: approvedId } })).modelSlug,
    pendingSlug: (await db.submission.findUniqueOrThrow({ where: { id: pendingId } })).modelSlug,
    itemId: record.itemId!,
    reportedId: reported.id,
    ownerTokenId: (await createApiToken({ userId: user.id, name: "to revoke" })).summary.id,
    ownerMailToken: (await db.user.findUniqueOrThrow({ where: { id: user.id } })).mailUnsubscribeToken,
    hostedRunId: (
      await db.hostedRun.create({
        data: {
          submissionId: draftId,
          createdById: user.id,
          benchmarkVersionId: (await db.benchmarkVersion.findFirstOrThrow({ select: { id: true } })).id,
          baseUrl: "https://api.example.org/v1",
          model: "matrix-model",
          shots: [0],
          totalItems: 1,
        },
      })
    ).id,
  };
  SUBJECT_KEYS.push(...(await currentSubjectKeys()));
  portal = await sharedPortal();
});

afterAll(async () => {});

/** What the actor's request got: its status, or "signin" for a redirect to the sign-in page. */
async function outcome(response: Response): Promise<Outcome> {
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if ([302, 303, 307].includes(response.status) && location && new URL(location, portal.baseUrl).pathname === "/signin")
    return "signin";
  return response.status;
}

async function send(
  row: HttpCase,
  actor: ActorName,
  credential: "cookie" | "bearer",
  headers: Record<string, string | undefined> = {},
): Promise<Response> {
  const who = actors[actor];
  const method = row.method ?? "GET";
  const auth: Record<string, string> = who
    ? credential === "cookie"
      ? { cookie: who.cookie }
      : { authorization: who.bearer }
    : {};
  const body = row.body?.(fixtures, actor);
  const merged: Record<string, string | undefined> = {
    ...(method === "GET" ? {} : { origin: portal.baseUrl, "sec-fetch-site": "same-origin" }),
    ...(body !== undefined ? { "content-type": row.contentType ?? "application/json" } : {}),
    ...auth,
    ...headers,
  };
  return fetch(`${portal.baseUrl}${row.path(fixtures)}`, {
    method,
    redirect: "manual",
    headers: Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    body: body as BodyInit | undefined,
  });
}

describe("every entry point of app/ is classified", () => {
  it("lists each page, route handler method and server action in the matrix", () => {
    expect(pageFiles()).toEqual(Object.keys(PAGES).sort());
    expect(routeHandlers()).toEqual(Object.keys(ROUTES).sort());
    expect(serverActions()).toEqual(Object.keys(ACTIONS).sort());
  });
});

describe("pages, with the session cookie", () => {
  for (const [file, rows] of Object.entries(PAGES)) {
    for (const row of rows) {
      it(`${file}: ${row.label}`, async () => {
        const got: Partial<Expected> = {};
        for (const actor of ACTORS) got[actor] = await outcome(await send(row, actor, "cookie"));
        expect(got).toEqual(row.expect);
      });
    }
  }
});

describe("route handlers, with the session cookie and with a Bearer token", () => {
  for (const [key, rows] of Object.entries(ROUTES)) {
    const file = key.split(" ")[0]!;
    for (const row of rows) {
      for (const credential of COOKIE_ONLY.has(file) ? (["cookie"] as const) : (["cookie", "bearer"] as const)) {
        it(`${key}: ${row.label} (${credential})`, async () => {
          const got: Partial<Expected> = {};
          for (const actor of ACTORS) got[actor] = await outcome(await send(row, actor, credential));
          expect(got).toEqual(row.expect);
        });
      }
    }
  }
});

describe("server actions, posted with each actor's session cookie", () => {
  let refs: Map<string, ServerActionRef>;
  beforeAll(() => {
    refs = serverActionRefs();
  });

  for (const [key, action] of Object.entries(ACTIONS)) {
    it(`${key}: only ${action.allowed.join(", ")}`, async () => {
      const ref = refs.get(key);
      expect(ref, `${key} is not in the build's server-reference manifest`).toBeDefined();
      // Refused actors first: an allowed one may change what the next would see.
      const order = [...ACTORS.filter((actor) => !action.allowed.includes(actor)), ...action.allowed];
      const got: Record<string, boolean> = {};
      for (const actor of order) {
        const before = await action.observe?.();
        const answer = await callServerAction({
          baseUrl: portal.baseUrl,
          pagePath: action.page(fixtures),
          action: ref!,
          fields: action.fields(fixtures),
          cookie: actors[actor]?.cookie,
        });
        expect(answer.status, `${actor}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        const after = await action.observe?.();
        got[actor] = action.passed ? answer.text.includes(action.passed) : after !== before;
      }
      expect(got).toEqual(Object.fromEntries(order.map((actor) => [actor, action.allowed.includes(actor)])));
    });
  }
});

/**
 * Cross-site request forgery: for every route handler that changes something, the actor who may
 * do it, whose cookie a foreign page could make the browser send.
 */
const CSRF: Record<string, ActorName> = {
  "app/api/v1/admin/leaderboard/revalidate/route.ts POST": "admin",
  "app/api/v1/reported-entries/route.ts POST": "moderator",
  "app/api/v1/reported-entries/[id]/decisions/route.ts POST": "moderator",
  "app/api/v1/reported-entries/[id]/flags/route.ts POST": "moderator",
  "app/api/v1/flags/[id]/route.ts DELETE": "moderator",
  "app/api/v1/submissions/[id]/flags/route.ts POST": "moderator",
  "app/api/v1/submissions/route.ts POST": "user",
  "app/api/v1/submissions/[id]/route.ts PATCH": "user",
  "app/api/v1/submissions/[id]/decisions/route.ts POST": "moderator",
  "app/api/v1/submissions/[id]/results/[shots]/route.ts PUT": "user",
  "app/api/v1/submissions/[id]/submit/route.ts POST": "user",
  "app/api/v1/submissions/[id]/withdraw/route.ts POST": "user",
  "app/api/v1/submissions/[id]/hosted-runs/route.ts POST": "user",
  "app/api/v1/submissions/[id]/hosted-runs/[runId]/cancel/route.ts POST": "user",
  "app/api/v1/submissions/[id]/hosted-runs/[runId]/retry-judge/route.ts POST": "user",
};
/** Writes that are not the portal's own cookie-authenticated API, and why they are safe. */
const CSRF_ELSEWHERE: Record<string, string> = {
  "app/api/auth/[...nextauth]/route.ts POST": "next-auth's double-submit csrfToken (tested below)",
  "app/api/dev-sign-in/route.ts POST": "404 in production; its own same-origin check is in tests/integration",
};

const CROSS_SITE: Array<[string, Record<string, string | undefined>]> = [
  ["a foreign Origin", { origin: "https://evil.example", "sec-fetch-site": undefined }],
  ["Sec-Fetch-Site: cross-site", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { origin: undefined, "sec-fetch-site": "same-site" }],
  ["neither Origin nor Sec-Fetch-Site", { origin: undefined, "sec-fetch-site": undefined }],
  [
    "a foreign Origin with X-Forwarded-Host naming it",
    { origin: "http://evil.example", "x-forwarded-host": "evil.example", "sec-fetch-site": undefined },
  ],
];

describe("cross-site request forgery", () => {
  it("classifies every state-changing route handler", () => {
    const writes = routeHandlers().filter((key) => STATE_CHANGING.test(key));
    expect(writes).toEqual([...Object.keys(CSRF), ...Object.keys(CSRF_ELSEWHERE)].sort());
  });

  for (const [key, actor] of Object.entries(CSRF)) {
    const row = ROUTES[key]![0]!;
    it(`${key}: refused with 403 on the ${actor}'s cookie from another site, allowed with a Bearer token`, async () => {
      const before = [await db.submission.count(), await db.reportedEntry.count(), await db.moderationEvent.count()];
      for (const [label, headers] of CROSS_SITE) {
        const response = await send(row, actor, "cookie", headers);
        const body = (await response.json()) as { type?: string };
        expect({ label, status: response.status, type: body.type }).toEqual({
          label,
          status: 403,
          type: expect.stringMatching(/cross-site-request$/),
        });
      }
      expect([await db.submission.count(), await db.reportedEntry.count(), await db.moderationEvent.count()]).toEqual(
        before,
      );
      // A token is never sent by a browser on its own: a foreign Origin changes nothing for it.
      const withToken = await send(row, actor, "bearer", {
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      });
      expect(await outcome(withToken)).toBe(row.expect[actor]);
    });
  }

  it("next-auth's sign-out from another site, without its CSRF token, leaves the session signed in", async () => {
    const response = await fetch(`${portal.baseUrl}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: actors.user!.cookie,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "callbackUrl=%2F",
    });
    await response.arrayBuffer();
    const me = (await (
      await fetch(`${portal.baseUrl}/api/v1/me`, { headers: { cookie: actors.user!.cookie } })
    ).json()) as {
      user: unknown;
    };
    expect(me.user).not.toBeNull();
  });

  for (const [key, action] of Object.entries(ACTIONS)) {
    it(`${key}: posted from another origin with the ${action.allowed[0]!}'s cookie, refused with 403`, async () => {
      const actor = action.allowed[0]!;
      const before = await action.observe?.();
      const answer = await callServerAction({
        baseUrl: portal.baseUrl,
        pagePath: action.page(fixtures),
        action: serverActionRefs().get(key)!,
        fields: action.fields(fixtures),
        cookie: actors[actor]!.cookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(answer.status, answer.text.slice(0, 300)).toBe(403);
      if (action.passed) expect(answer.text).not.toContain(action.passed);
      expect(await action.observe?.()).toEqual(before);
    });
  }

  it("a server action posted from another origin is refused with 403 and does nothing", async () => {
    const ref = serverActionRefs().get("app/account/actions.ts#createApiTokenAction")!;
    const before = await db.apiToken.count();
    for (const headers of <Array<Record<string, string | undefined>>>[
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "http://evil.example", "x-forwarded-host": "evil.example", "sec-fetch-site": undefined },
      { origin: undefined, "sec-fetch-site": undefined },
    ]) {
      const answer = await callServerAction({
        baseUrl: portal.baseUrl,
        pagePath: "/account",
        action: ref,
        fields: { name: "cross-site token" },
        cookie: actors.user!.cookie,
        headers,
      });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
      expect(answer.text).toContain("cross-site-request");
    }
    expect(await db.apiToken.count()).toBe(before);
    // The same request from the portal's own origin does create it: the refusal was the origin.
    const own = await callServerAction({
      baseUrl: portal.baseUrl,
      pagePath: "/account",
      action: ref,
      fields: { name: "same-origin token" },
      cookie: actors.user!.cookie,
    });
    expect(own.status).toBe(200);
    expect(await db.apiToken.count()).toBe(before + 1);
  });

  it("a server action from another origin posted to a path under /api/ that reaches a page is refused with 403", async () => {
    const ref = serverActionRefs().get("app/account/actions.ts#createApiTokenAction")!;
    const before = await db.apiToken.count();
    for (const pagePath of ["/api/..%2faccount", "/api/%2e%2e/account", "/api/..;/account", "/api/v1/me"]) {
      const answer = await callServerAction({
        baseUrl: portal.baseUrl,
        pagePath,
        action: ref,
        fields: { name: "sneaked token" },
        cookie: actors.user!.cookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect({ pagePath, status: answer.status }).toEqual({ pagePath, status: 403 });
    }
    expect(await db.apiToken.count()).toBe(before);
  });
});

describe("addresses, cookies and queries that once answered 500", () => {
  it("an address whose %-escapes do not decode is a 400 that says so, on pages and API routes", async () => {
    for (const path of ["/models/%c0%ae", "/models/%ff", "/api/v1/submissions/%ff", "/items/%ff", "/subjects/%ff"]) {
      const response = await fetch(`${portal.baseUrl}${path}`);
      const body = (await response.json()) as { type?: string };
      expect({ path, status: response.status, type: body.type }).toEqual({
        path,
        status: 400,
        type: expect.stringMatching(/undecodable-address$/),
      });
    }
  });

  it("a server action whose request is malformed is a 400 that says so, and one too large a 413", async () => {
    const ref = serverActionRefs().get("app/account/actions.ts#createApiTokenAction")!;
    const before = await db.apiToken.count();
    const form = (fields: Array<[string, string]>) => {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      return body;
    };
    // [label, body, sent with Next-Action (as the router sends it) or as a plain form post, status, problem type]
    const cases: Array<[string, BodyInit, boolean, number, string]> = [
      ["not JSON", "not json", true, 400, "malformed-action"],
      ["not an argument list", '{"name":"x"}', true, 400, "malformed-action"],
      ["a promise for a state", '["$@9","$K1"]', true, 400, "malformed-action"],
      ["nested too deep", `[${"[".repeat(5000)}${"]".repeat(5000)},"$K1"]`, true, 400, "malformed-action"],
      ["no row 0", form([["_1_name", "x"]]), true, 400, "malformed-action"],
      [
        "a row that is not JSON",
        form([
          ["_1_name", "x"],
          ["0", '[null,"$K1"'],
        ]),
        true,
        400,
        "malformed-action",
      ],
      [
        "a form without its state",
        form([
          [`$ACTION_ID_${ref.id}`, ""],
          ["name", "x"],
        ]),
        false,
        400,
        "malformed-action",
      ],
      ["too large", JSON.stringify([null, "x".repeat(1024 * 1024)]), true, 413, "action-too-large"],
    ];
    for (const [label, body, withHeader, status, type] of cases) {
      const response = await fetch(`${portal.baseUrl}/account`, {
        method: "POST",
        headers: {
          origin: portal.baseUrl,
          cookie: actors.user!.cookie,
          ...(withHeader ? { accept: "text/x-component", "next-action": ref.id } : {}),
          ...(typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}),
        },
        body,
      });
      const text = await response.text();
      const problem = response.headers.get("content-type")?.includes("json")
        ? (JSON.parse(text) as { type?: string })
        : {};
      expect({ label, status: response.status, type: problem.type ?? text.slice(0, 200) }).toEqual({
        label,
        status,
        type: expect.stringMatching(new RegExp(`${type}$`)),
      });
    }
    expect(await db.apiToken.count()).toBe(before);
  });

  it("a form posted without JavaScript, as useActionState renders it, still runs its action", async () => {
    const ref = serverActionRefs().get("app/account/actions.ts#createApiTokenAction")!;
    const before = await db.apiToken.count();
    const body = new FormData();
    body.append("$ACTION_REF_1", "");
    body.append("$ACTION_1:0", JSON.stringify({ id: ref.id, bound: "$@1" }));
    body.append("$ACTION_1:1", "[null]");
    body.append("$ACTION_KEY", "k0");
    body.append("name", "a token from a form");
    const response = await fetch(`${portal.baseUrl}/account`, {
      method: "POST",
      headers: { origin: portal.baseUrl, cookie: actors.user!.cookie },
      body,
    });
    expect(response.status).toBe(200);
    expect(await db.apiToken.count()).toBe(before + 1);
  });

  it("a session cookie that is not valid percent-encoding is no session: 401 where one is needed", async () => {
    const response = await fetch(`${portal.baseUrl}/api/v1/submissions`, {
      headers: { cookie: "next-auth.session-token=%" },
    });
    expect(response.status).toBe(401);
  });

  it("/signin with an error code named like an Object property shows the general message", async () => {
    for (const code of ["__proto__", "constructor", "toString"]) {
      const response = await fetch(`${portal.baseUrl}/signin?error=${code}`);
      expect({ code, status: response.status }).toEqual({ code, status: 200 });
      expect(await response.text()).toContain("The sign-in did not work.");
    }
  });
});
