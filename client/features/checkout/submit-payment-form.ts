import type { PaymentRequest } from '#server/payments/payment-gateway.types';

/**
 * Posts the signed payment form to the gateway in this window: a form with one hidden input per
 * field, in the order given (the gateway checks the signature over them in that order).
 */
export function submitPaymentForm(payment: PaymentRequest): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = payment.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of payment.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
