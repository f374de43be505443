// What a remote API's status means to a client that retries: go on, wait and retry (rate
// limited, or the server or a timeout failed), or give up (the request itself was refused).
export type RemoteAnswer = "ok" | "rate-limited" | "server-error" | "rejected";

export const RATE_LIMITED_STATUS = 429;

export function remoteAnswer(status: number): RemoteAnswer {
  if (status >= 200 && status < 300) return "ok";
  if (status === RATE_LIMITED_STATUS) return "rate-limited";
  if (status >= 500 || status === 408) return "server-error";
  return "rejected";
}
