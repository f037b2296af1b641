import type { SignUpAttemptPayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Paragraph, textMail } from './mail-layout.js';

/** To the owner of an address someone tried to sign up with again: the sign-up page does not say the account exists. */
export function signUpAttemptMail({ signInUrl, resetUrl }: SignUpAttemptPayload): MailContent {
  const intro = 'Someone tried to create a Keyshop account with your e-mail address, which already has one. No new account was made.';
  const advice = `If it was you, sign in instead (${signInUrl}), or reset your password if you forgot it (${resetUrl}). If it was not you, you can ignore this mail: your account has not changed.`;
  return {
    subject: 'Someone tried to sign up with your e-mail address',
    preheader: 'Your Keyshop account already exists',
    body: (
      <>
        <Heading>You already have an account</Heading>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>If it was you, sign in instead, or reset your password if you forgot it.</Paragraph>
        <Button label="Sign in" url={signInUrl} />
        <Button label="Reset my password" url={resetUrl} />
        <Paragraph>If it was not you, you can ignore this mail: your account has not changed.</Paragraph>
      </>
    ),
    text: textMail(intro, advice),
  };
}
