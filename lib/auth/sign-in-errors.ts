// What went wrong, in words, for the error codes next-auth (and the development sign-in)
// put in /signin?error=... Any other code (even __proto__) gets a general message.
const MESSAGES = new Map<string, string>(
  Object.entries({
    OAuthAccountNotLinked:
      "An account with this e-mail address already exists, signed in another way. Sign in the way you did before.",
    OAuthSignin: "GitHub sign-in could not start. Try again in a moment.",
    OAuthCallback: "GitHub did not complete the sign-in. Try again in a moment.",
    Callback: "The sign-in could not be completed. Try again in a moment.",
    AccessDenied: "You are not allowed to sign in.",
    Configuration: "Sign-in is not configured correctly on this portal.",
    SessionRequired: "Sign in to see that page.",
  }),
);

export const DEV_SIGN_IN_EMAIL_ERROR = "DevSignInEmail";

export function signInErrorMessage(code: string | undefined): string | null {
  if (!code || code === DEV_SIGN_IN_EMAIL_ERROR) return null;
  return MESSAGES.get(code) ?? "The sign-in did not work. Try again.";
}
