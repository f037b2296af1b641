import type { SignInChallengePayload, SignInCodePayload } from '../mail.types.js';
import { Button, Heading, type MailContent, Notice, Paragraph, Small, textMail } from './mail-layout.js';

const NOT_ASKED = 'If you did not ask for this, ignore this mail: nobody can sign in without the code, and it stops working on its own.';
const DELIVERED = 'This code has already been delivered and is no longer shown here.';

/** The code is never in the subject: the outbox keeps subjects after sending. */
function codeLine(code: string | null): string {
  return code ? `Your code: ${code}` : DELIVERED;
}

function until(expiresAt: string): string {
  return new Date(expiresAt).toUTCString();
}

/** A code and a link that each sign in once, for the sign-in by e-mail. */
export function signInCodeMail({ code, signInUrl, expiresAt }: SignInCodePayload): MailContent {
  const intro = `Someone (we hope you) asked to sign in to Keyshop with this e-mail address. Enter this code on the sign-in page, or use the link below. Either works once, until ${until(expiresAt)}.`;
  const link = signInUrl ?? '';
  return {
    subject: 'Your Keyshop sign-in code',
    preheader: 'Your sign-in code and link',
    body: (
      <>
        <Heading>Sign in to Keyshop</Heading>
        <Paragraph>{intro}</Paragraph>
        <Notice>{codeLine(code)}</Notice>
        {signInUrl && <Button label="Sign in to Keyshop" url={link} />}
        {signInUrl && <Small>Or paste this address into your browser: {link}</Small>}
        <Paragraph>{NOT_ASKED}</Paragraph>
      </>
    ),
    text: textMail(intro, codeLine(code), link, NOT_ASKED),
  };
}

/** The code a password sign-in needs as well, once an account has seen many failed sign-ins. */
export function signInChallengeMail({ code, expiresAt }: SignInChallengePayload): MailContent {
  const intro = `Your Keyshop account has seen many failed sign-ins, so signing in now needs this code as well as the password. Enter it with your password; it works once, until ${until(expiresAt)}.`;
  const warning = 'This mail was sent because the right password was entered. If that was not you, change your password now.';
  return {
    subject: 'Your Keyshop sign-in needs a code',
    preheader: 'The code that completes your sign-in',
    body: (
      <>
        <Heading>Finish signing in</Heading>
        <Paragraph>{intro}</Paragraph>
        <Notice>{codeLine(code)}</Notice>
        <Paragraph>{warning}</Paragraph>
      </>
    ),
    text: textMail(intro, codeLine(code), warning),
  };
}
