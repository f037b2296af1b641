import { ArrowLeft } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { AUTH_PATH } from '../../../lib/paths';
import { AuthShell } from '../../../features/account/AuthShell';
import { INVALID_RESET_LINK_MESSAGE, RequestNewLink, ResetPasswordForm } from '../../../features/account/ResetPasswordForm';
import { FormAlert } from '../../../ui/FormAlert';

export default function Page() {
  const token = usePageContext().urlParsed.search.token?.trim();
  return (
    <AuthShell
      title="Choose a new password"
      subtitle="You will be signed in once it is saved."
      footer={
        <a href={AUTH_PATH} className="inline-flex items-center gap-1.5 rounded font-medium text-highlight hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </a>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <FormAlert>
          <p>{INVALID_RESET_LINK_MESSAGE}</p>
          <RequestNewLink />
        </FormAlert>
      )}
    </AuthShell>
  );
}
