import { LogIn, MailCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { safeRedirectTarget } from '../../../lib/paths';
import { CHECKOUT_PATH } from '../../../features/checkout/payment-status';
import { AUTH_TABS, parseTab, tabHref, type AuthTab } from '../../../lib/tab-url';
import { AuthShell } from '../../../features/account/AuthShell';
import { CodeSignInForm } from '../../../features/account/CodeSignInForm';
import { SignInForm } from '../../../features/account/SignInForm';
import { SignUpForm } from '../../../features/account/SignUpForm';
import { TabLinks } from '../../../ui/TabLinks';

const TAB_LABELS = [
  { value: 'signin', label: 'Sign In', Icon: LogIn },
  { value: 'code', label: 'E-mail me a code', Icon: MailCheck },
  { value: 'signup', label: 'Sign Up', Icon: UserPlus },
] as const;

export default function Page() {
  const { urlPathname, urlParsed } = usePageContext();
  const redirectTo = safeRedirectTarget(urlParsed.search.redirect);
  // The tab is in the URL, so the server renders it and the tabs are plain links that keep `redirect`.
  const tab = parseTab(urlParsed.search.tab, AUTH_TABS);
  const hrefOf = (value: AuthTab) => tabHref(urlPathname, urlParsed.searchOriginal ?? '', value, AUTH_TABS);
  const [email, setEmail] = useState('');
  // After signing up, the e-mail is known: the password is what is left to type.
  const [focusPassword, setFocusPassword] = useState(false);

  return (
    <AuthShell title="Welcome" subtitle={authSubtitle(tab !== 'signup', redirectTo === CHECKOUT_PATH)}>
      <TabLinks
        label="Sign in or sign up"
        tabs={TAB_LABELS.map(({ value, label, Icon }) => ({
          value,
          href: hrefOf(value),
          current: value === tab,
          label: (
            <>
              <Icon aria-hidden="true" />
              {label}
            </>
          ),
        }))}
      />
      <div className="mt-6">
        {tab === 'signin' ? (
          <SignInForm email={email} onEmailChange={setEmail} redirectTo={redirectTo} focusPassword={focusPassword} />
        ) : tab === 'code' ? (
          <CodeSignInForm email={email} onEmailChange={setEmail} redirectTo={redirectTo} />
        ) : (
          <SignUpForm
            email={email}
            onEmailChange={setEmail}
            onSignIn={() => {
              setFocusPassword(true);
              void navigate(hrefOf('signin'), { keepScrollPosition: true, overwriteLastHistoryEntry: true });
            }}
          />
        )}
      </div>
    </AuthShell>
  );
}

/** What signing in is for: the order under way when the visitor comes from checkout, else the account. */
function authSubtitle(signIn: boolean, fromCheckout: boolean): string {
  if (fromCheckout) return signIn ? 'Sign in to finish your order.' : 'Create a free account to finish your order.';
  return signIn ? 'Sign in to see your orders, keys and store credit.' : 'Create a free account to keep all your keys in one place.';
}
