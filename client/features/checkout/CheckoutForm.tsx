import { Gift } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { EmailVerificationNotice } from '../account/EmailVerificationNotice';
import { useCart } from '../cart/CartProvider';
import { cartLineViews, cartMentionsSteam, oversizedLines } from './cart-quote';
import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_FIELDS,
  checkCheckoutForm,
  checkoutBody,
  checkoutFailureToast,
  serverFieldErrors,
  STEAM_TRADE_URL_PLACEHOLDER,
  type CheckoutFormValues,
  type FormMessage,
} from './checkout-form';
import { attemptKey, newIdempotencyKey, type AttemptKey } from './idempotency';
import { SESSION_ENDED_MESSAGE } from '../../lib/api-error';
import { fieldProps, showFieldErrors, submitHandler, useStoreForm } from '../../lib/form';
import { signInHref } from '../../lib/paths';
import { CART_PATH, CHECKOUT_PATH, paymentPendingHref } from './payment-status';
import { creditPlan } from './store-credit';
import { useCartQuote } from '../cart/useCartQuote';
import { FormAlert, FormAlertMessage } from '../../ui/FormAlert';
import { CheckboxField, SelectField, TextField } from '../../ui/FormField';
import { COUNTRIES } from '#contracts/countries.constants';
import { emptyShippingValues, type ShippingField } from '../delivery/shipping-address';
import { steamTradeUrlField } from './steam-trade-url';
import { ShippingAddressFields } from './ShippingAddressFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { CheckoutSummary } from './CheckoutSummary';
import { DeliveryConsentField } from './DeliveryConsentField';
import { placeOrder } from './place-order';
import { useStepUp } from '../account/StepUpDialog';
import { restoreSavedCheckout, saveCheckout, storeEmptyCart } from './saved-checkout-storage';
import { StoreCreditOption } from './StoreCreditOption';
import { submitPaymentForm } from './submit-payment-form';

/**
 * What the form starts with: name and country from the last paid order (the country the fraud review
 * compares with, else South Africa), phone from that order else the profile, and the account's store
 * credit in euro cents (0 when it has none or it could not be read).
 */
export type CheckoutPrefill = Omit<CheckoutFormValues, 'isGift' | 'giftRecipientEmail' | 'deliveryConsent' | ShippingField> & { creditBalanceCents: number };

/** The list, with an earlier order's country that is not on it (typed when the field was free text). */
function countryOptions(prefilled: string): readonly string[] {
  return COUNTRIES.includes(prefilled) ? COUNTRIES : [...COUNTRIES, prefilled];
}

/**
 * The checkout: Contact Information and the Order Summary, then the order placed and the browser
 * sent on to the payment page in this window, or, when store credit pays for all of it, straight to
 * the page that follows the order to its confirmation. A second click while the order is being
 * placed does nothing, and the same form sent again (a retry) carries the same Idempotency-Key, so
 * one attempt makes one order.
 */
export function CheckoutForm({ prefill }: { prefill: CheckoutPrefill }) {
  const { items, ready, addItem, updateQuantity, clear } = useCart();
  const { quote, loading, error: quoteError, retry, items: quoteItems } = useCartQuote(items, ready);
  const lines = useMemo(() => cartLineViews(items, quote), [items, quote]);
  const requiresSteamTradeUrl = quote && quote.lines.length > 0 ? quote.requiresSteamTradeUrl : cartMentionsSteam(items);
  const delivery = useMemo(() => ({ requiresShippingAddress: quote?.requiresShippingAddress ?? false, hasSteamGifts: quote?.hasSteamGifts ?? false }), [quote]);

  const form = useStoreForm<CheckoutFormValues>(
    {
      email: prefill.email,
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      phone: prefill.phone,
      country: prefill.country,
      steamTradeUrl: prefill.steamTradeUrl,
      isGift: false,
      giftRecipientEmail: '',
      deliveryConsent: false,
      ...emptyShippingValues(prefill.country),
    },
    (values) => checkCheckoutForm(values, requiresSteamTradeUrl, delivery)?.fields ?? {},
  );
  const isGift = form.watch('isGift');
  const tradeUrlField = steamTradeUrlField(isGift && delivery.hasSteamGifts);
  const [useCredit, setUseCredit] = useState(false);
  const credit = useMemo(() => (quote && prefill.creditBalanceCents > 0 ? creditPlan(quote, prefill.creditBalanceCents, useCredit) : null), [quote, prefill.creditBalanceCents, useCredit]);
  /** The order was paid with store credit and the browser is on its way to follow it. */
  const [paidWithCredit, setPaidWithCredit] = useState(false);
  /** The order is placed and the browser on its way to pay or follow it: the form stays busy. */
  const [left, setLeft] = useState(false);
  const busy = form.formState.isSubmitting || left;
  /** Set once the order is placed and the payment page is on its way: the emptied cart is expected. */
  const leaving = useRef(false);
  const attempt = useRef<AttemptKey | null>(null);
  const restoreTried = useRef(false);
  /** Counts the page's returns from the back-forward cache, to look at the cart again. */
  const [shown, setShown] = useState(0);
  const [sessionEnded, setSessionEnded] = useState(false);
  /** The account's address is not confirmed: the server refuses the order until it is. */
  const [emailUnverified, setEmailUnverified] = useState(usePageContext().user?.emailVerified === false);
  /** Why the order was not placed: one message at a time, written at the top of the form. */
  const [message, setMessage] = useState<FormMessage | null>(null);

  // A message goes once its problem is fixed: an edit shows what is still wrong, or nothing.
  useEffect(() => {
    const subscription = form.watch((values) => {
      setMessage((current) => current && (checkCheckoutForm(values as CheckoutFormValues, requiresSteamTradeUrl, delivery)?.toast ?? null));
    });
    return () => subscription.unsubscribe();
  }, [form, requiresSteamTradeUrl, delivery]);

  // An empty cart has nothing to check out, unless the shopper is back from the payment page without
  // having paid: the cart was emptied on the way out, so its lines come back.
  useEffect(() => {
    if (!ready || leaving.current || items.length > 0) return;
    if (!restoreTried.current) {
      restoreTried.current = true;
      if (restoreSavedCheckout(items, null, (line) => addItem(line.product, line.quantity)) > 0) return;
    }
    // A full load rather than client routing: this can run while the page is still hydrating, before
    // vike knows that every page's context (the visitor, the site) must come from the server.
    window.location.replace(CART_PATH);
    // Only an emptied cart, or a return to the page, calls for a look.
  }, [ready, items.length, shown]);

  // More of a product than one order may hold: down to the limit, as on the cart page.
  useEffect(() => {
    for (const { productId, quantity } of oversizedLines(items)) updateQuantity(productId, quantity);
  }, [items, updateQuantity]);

  // The page came back from the browser's back-forward cache after leaving for the payment page.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !leaving.current) return;
      leaving.current = false;
      restoreTried.current = false;
      setLeft(false);
      setShown((count) => count + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // Spending much store credit asks an account with an authenticator for a fresh code first.
  const { withStepUp, dialog: stepUpDialog } = useStepUp();
  const submit = submitHandler(
    form,
    async (values) => {
      if (leaving.current) return;
      if (lines.some((line) => line.issue !== null)) {
        setMessage({ title: 'Error', description: `${CHECKOUT_FAILED_MESSAGE}\nSome items in your cart are no longer available or short of stock.`, variant: 'destructive' });
        return;
      }
      setSessionEnded(false);
      setMessage(null);
      const regionWarned = new Set(items.filter((line) => line.product.regionWarningShown).map((line) => line.product.id));
      const body = checkoutBody(quoteItems, values, requiresSteamTradeUrl, credit !== null && credit.appliedCents > 0, delivery.requiresShippingAddress, regionWarned);
      attempt.current = attemptKey(attempt.current, JSON.stringify(body), newIdempotencyKey);
      const key = attempt.current.key;
      const result = await withStepUp(() => placeOrder(body, key));
      if (!result.ok && result.error.code === 'email_not_verified') {
        setEmailUnverified(true);
        return;
      }
      if (!result.ok) {
        setMessage(checkoutFailureToast(result.error));
        showFieldErrors(form, serverFieldErrors(result.error), CHECKOUT_FIELDS);
        // Stock or availability changed since the last quote: show it in the summary.
        if (result.error.status === 409) retry();
        setSessionEnded(result.error.status === 401);
        return;
      }
      const { orderNumber, payment } = result.data;
      leaving.current = true;
      setLeft(true);
      if (payment === null) {
        // Store credit paid for it all: nothing to pay, the order is on its way to delivery.
        setPaidWithCredit(true);
        clear();
        storeEmptyCart();
        void navigate(paymentPendingHref(orderNumber));
        return;
      }
      saveCheckout(orderNumber, items);
      clear();
      storeEmptyCart();
      submitPaymentForm(payment);
    },
    // The fields say what is wrong; the message says why the order was not placed.
    () => setMessage(checkCheckoutForm(form.getValues(), requiresSteamTradeUrl, delivery)?.toast ?? null),
  );

  if (!ready || items.length === 0) return <CheckoutSkeleton busy={busy} paidWithCredit={paidWithCredit} />;

  return (
    <>
    {stepUpDialog}
    <form noValidate onSubmit={submit} aria-labelledby="checkout-heading" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="contact-heading" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="contact-heading" className="text-lg font-semibold tracking-tight">
          Contact Information
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">We send your keys and receipt to this e-mail address.</p>
        <FormAlert className="mt-5">
          {emailUnverified ? (
            <EmailVerificationNotice email={prefill.email} />
          ) : sessionEnded ? (
            <>
              <p>{SESSION_ENDED_MESSAGE}</p>
              <a href={signInHref(CHECKOUT_PATH)} className="font-semibold underline underline-offset-2 hover:no-underline">
                Sign in
              </a>
            </>
          ) : (
            message && <FormAlertMessage title={message.title} description={message.description} />
          )}
        </FormAlert>

        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField label="Email" type="email" name="email" value={prefill.email} readOnly autoComplete="email" hint="The e-mail address of your account." />
          </div>
          <TextField
            label={<RequiredLabel>First Name</RequiredLabel>}
            autoComplete="given-name"
            aria-required="true"
            {...fieldProps(form, 'firstName')}
          />
          <TextField
            label="Last Name"
            aside={<OptionalTag />}
            autoComplete="family-name"
            {...fieldProps(form, 'lastName')}
          />
          <TextField
            label="Phone"
            aside={<OptionalTag />}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+27 82 123 4567"
            {...fieldProps(form, 'phone')}
          />
          <SelectField label="Country" autoComplete="country-name" options={countryOptions(prefill.country)} {...fieldProps(form, 'country')} />
          {requiresSteamTradeUrl && (
            <div className="sm:col-span-2">
              <TextField
                label={<RequiredLabel>{tradeUrlField.label}</RequiredLabel>}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                aria-required="true"
                placeholder={STEAM_TRADE_URL_PLACEHOLDER}
                hint={tradeUrlField.hint}
                {...fieldProps(form, 'steamTradeUrl')}
              />
            </div>
          )}
        </div>
        {delivery.requiresShippingAddress && <ShippingAddressFields form={form} />}

        <div className="mt-6 rounded-xl border border-border bg-muted/30 p-4">
          <Controller
            control={form.control}
            name="isGift"
            render={({ field }) => (
              <CheckboxField
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked);
                  // The recipient's error goes with the gift option.
                  form.clearErrors('giftRecipientEmail');
                  // A Steam gift goes to whoever receives it: the buyer's own trade URL is not theirs.
                  if (delivery.hasSteamGifts) form.setValue('steamTradeUrl', checked ? '' : prefill.steamTradeUrl);
                }}
                label={
                  <span className="inline-flex items-center gap-2 font-medium text-foreground">
                    <Gift className="size-4 text-highlight" aria-hidden="true" />
                    This is a gift
                  </span>
                }
              />
            )}
          />
          {isGift && (
            <div className="mt-4 pl-8">
              <TextField
                label={<RequiredLabel>Recipient e-mail</RequiredLabel>}
                type="email"
                inputMode="email"
                autoComplete="off"
                aria-required="true"
                placeholder="friend@example.com"
                hint="The keys go to this address; your receipt still comes to you."
                {...fieldProps(form, 'giftRecipientEmail')}
              />
            </div>
          )}
        </div>
      </section>

      <CheckoutSummary
        lines={lines}
        quote={quote}
        updating={loading && quote !== null}
        error={quoteError}
        onRetry={retry}
        credit={credit}
        creditOption={
          prefill.creditBalanceCents > 0 && (
            <StoreCreditOption balanceCents={prefill.creditBalanceCents} checked={useCredit} onCheckedChange={setUseCredit} plan={credit} />
          )
        }
        action={
          <>
            <DeliveryConsentField form={form} />
            <SubmitButton busy={busy} busyLabel="Processing..." size="lg" className="w-full">
              Place Order
            </SubmitButton>
          </>
        }
      />
    </form>
    </>
  );
}

function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </>
  );
}

function OptionalTag() {
  return <span className="text-xs text-muted-foreground">Optional</span>;
}

function CheckoutSkeleton({ busy, paidWithCredit }: { busy: boolean; paidWithCredit: boolean }) {
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <span className="sr-only">{paidWithCredit ? 'Confirming your order…' : busy ? 'Taking you to the payment page…' : 'Loading your cart…'}</span>
      <div aria-hidden="true" className="space-y-5 rounded-2xl border border-border bg-card p-6">
        <div className="h-6 w-48 animate-pulse rounded bg-muted" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <div className="h-4 w-24 animate-pulse rounded bg-muted" />
            <div className="h-11 w-full animate-pulse rounded-lg bg-muted" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="space-y-4 rounded-2xl border border-border bg-card p-6">
        <div className="h-6 w-36 animate-pulse rounded bg-muted" />
        <div className="h-10 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-8 w-full animate-pulse rounded bg-muted" />
        <div className="h-12 w-full animate-pulse rounded-lg bg-muted" />
      </div>
    </div>
  );
}
