// Why a hosted run did not start: the start service's refusals (lib/hosted-runs/start-hosted-run.ts),
// named here, below both, so that lib/http can give each its status and title and miss none.
export type StartRefusalCode =
  | "invalid-input"
  | "hosted-runs-off"
  | "no-such-submission"
  | "not-your-submission"
  | "submission-locked"
  | "not-hosted"
  | "no-benchmark-data"
  | "unknown-subjects"
  | "shots-unavailable"
  | "invalid-url"
  | "unsupported-scheme"
  | "credentials-in-url"
  | "host-not-found"
  | "address-refused"
  | "start-rate-limited"
  | "too-many-active-runs";
