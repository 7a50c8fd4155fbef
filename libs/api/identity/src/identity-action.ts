/** The Cognito actions the identity endpoint answers (`X-Amz-Target: AWSCognitoIdentityProviderService.<action>`). */
export const IDENTITY_ACTION = {
  InitiateAuth: 'InitiateAuth',
  SignUp: 'SignUp',
  ConfirmSignUp: 'ConfirmSignUp',
  ResendConfirmationCode: 'ResendConfirmationCode',
  ForgotPassword: 'ForgotPassword',
  ConfirmForgotPassword: 'ConfirmForgotPassword',
  ChangePassword: 'ChangePassword',
  GetUser: 'GetUser',
  GlobalSignOut: 'GlobalSignOut',
} as const;

/** One supported action. */
export type IdentityAction = (typeof IDENTITY_ACTION)[keyof typeof IDENTITY_ACTION];

/** The `X-Amz-Target` prefix of every Cognito user-pool call. */
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The action named by an `X-Amz-Target` header, or undefined. */
export function actionFromTarget(target: string | undefined): IdentityAction | undefined {
  if (!target?.startsWith(TARGET_PREFIX)) return undefined;
  const name = target.slice(TARGET_PREFIX.length);
  return (Object.values(IDENTITY_ACTION) as string[]).includes(name)
    ? (name as IdentityAction)
    : undefined;
}
