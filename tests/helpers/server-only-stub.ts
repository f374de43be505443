// `server-only` throws when imported outside a React Server environment; tests run server code
// directly in Node, where the guard has nothing to guard.
export {};
