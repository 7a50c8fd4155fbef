/** Email: letters, digits and ._%+- before the @, then a domain and a 2-8 letter TLD. */
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,8}$/;

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

/** True when the text (trimmed) is a valid email address by the spec's rule. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** True when the password has at least 6 characters (counted as code points). */
export function isValidPassword(value: string): boolean {
  return [...value].length >= PASSWORD_MIN_LENGTH;
}

/** Reason an email is rejected, or undefined when valid. */
export function emailProblem(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your email address.';
  return isValidEmail(value) ? undefined : 'Enter a valid email address, like name@example.com.';
}

/** Reason a password is rejected, or undefined when valid. */
export function passwordProblem(value: string): string | undefined {
  return isValidPassword(value)
    ? undefined
    : `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
}
