import { useData } from 'vike-react/useData';
import { CheckoutForm } from '../../features/checkout/CheckoutForm';
import { ToastProvider } from '../../ui/Toaster';
import type { Data } from './+data';

export default function Page() {
  const prefill = useData<Data>();
  return (
    <ToastProvider>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <h1 id="checkout-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Checkout
        </h1>
        <p className="mt-2 text-muted-foreground">Check your details, then pay securely. Your keys arrive as soon as the payment is confirmed.</p>
        <div className="mt-8">
          <CheckoutForm prefill={prefill} />
        </div>
      </div>
    </ToastProvider>
  );
}
