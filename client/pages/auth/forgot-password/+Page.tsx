import { ArrowLeft } from 'lucide-react';
import { AUTH_PATH } from '../../../lib/paths';
import { AuthShell } from '../../../features/account/AuthShell';
import { ForgotPasswordForm } from '../../../features/account/ForgotPasswordForm';

export default function Page() {
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new one."
      footer={
        <a href={AUTH_PATH} className="inline-flex items-center gap-1.5 rounded font-medium text-highlight hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Sign In
        </a>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
