import { ArrowLeft } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { AUTH_PATH } from '../../../lib/paths';
import { AuthShell } from '../../../features/account/AuthShell';
import { INVALID_SIGN_IN_LINK_MESSAGE, RequestNewCode, SignInLinkForm } from '../../../features/account/SignInLinkForm';
import { FormAlert } from '../../../ui/FormAlert';

export default function Page() {
  const token = usePageContext().urlParsed.search.token?.trim();
  return (
    <AuthShell
      title="Sign in to Keyshop"
      subtitle="The link works once, for a few minutes after we sent it."
      footer={
        <a href={AUTH_PATH} className="inline-flex items-center gap-1.5 rounded font-medium text-highlight hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </a>
      }
    >
      {token ? (
        <SignInLinkForm token={token} />
      ) : (
        <FormAlert>
          <p>{INVALID_SIGN_IN_LINK_MESSAGE}</p>
          <RequestNewCode />
        </FormAlert>
      )}
    </AuthShell>
  );
}
