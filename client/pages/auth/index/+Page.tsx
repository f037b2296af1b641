import { LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { safeRedirectTarget } from '../../../lib/paths';
import { CHECKOUT_PATH } from '../../../features/checkout/payment-status';
import { AUTH_TABS } from '../../../lib/tab-url';
import { AuthShell } from '../../../features/account/AuthShell';
import { SignInForm } from '../../../features/account/SignInForm';
import { SignUpForm } from '../../../features/account/SignUpForm';
import { useTabInUrl } from '../../../lib/useTabInUrl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';

export default function Page() {
  const { urlParsed } = usePageContext();
  const redirectTo = safeRedirectTarget(urlParsed.search.redirect);
  const [tab, selectTab] = useTabInUrl(AUTH_TABS);
  const [email, setEmail] = useState('');
  // After "Sign in instead", the e-mail is known: the password is what is left to type.
  const [focusPassword, setFocusPassword] = useState(false);

  return (
    <AuthShell
      title="Welcome"
      subtitle={authSubtitle(tab === 'signin', redirectTo === CHECKOUT_PATH)}
    >
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Sign in or sign up">
          <TabsTrigger value="signin">
            <LogIn aria-hidden="true" />
            Sign In
          </TabsTrigger>
          <TabsTrigger value="signup">
            <UserPlus aria-hidden="true" />
            Sign Up
          </TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm email={email} onEmailChange={setEmail} redirectTo={redirectTo} focusPassword={focusPassword} />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm email={email} onEmailChange={setEmail} redirectTo={redirectTo} onSignInInstead={() => {
              setFocusPassword(true);
              selectTab('signin');
            }} />
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}

/** What signing in is for: the order under way when the visitor comes from checkout, else the account. */
function authSubtitle(signIn: boolean, fromCheckout: boolean): string {
  if (fromCheckout) return signIn ? 'Sign in to finish your order.' : 'Create a free account to finish your order.';
  return signIn ? 'Sign in to see your orders, keys and store credit.' : 'Create a free account to keep all your keys in one place.';
}
