import { ResendVerificationButton } from './ResendVerificationButton';

/** Why checkout waits: keys go to the account's address, which its owner has not confirmed yet. */
export function EmailVerificationNotice({ email }: { email: string }) {
  return (
    <>
      <p className="font-semibold">Please verify your e-mail address first</p>
      <p>
        We send your keys to <span className="font-medium">{email}</span>, so we need to know it reaches you. Follow the link in the mail we sent when
        you signed up, then place your order.
      </p>
      <ResendVerificationButton />
    </>
  );
}
