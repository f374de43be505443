// How long a browser session lasts, shared by next-auth's options, the development sign-in
// and the session lookup, so every kind of session ages the same way.
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A session is extended on use once it is this old (next-auth's `updateAge`). */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
