import { usePageContext } from 'vike-react/usePageContext';
import { AuthShell } from '../../../features/account/AuthShell';
import { EmailVerificationResult } from '../../../features/account/EmailVerificationResult';

export default function Page() {
  const token = usePageContext().urlParsed.search.token?.trim() ?? '';
  return (
    <AuthShell title="Confirm your e-mail address" subtitle="The link in our mail confirms your address and signs you in.">
      <EmailVerificationResult token={token} />
    </AuthShell>
  );
}
