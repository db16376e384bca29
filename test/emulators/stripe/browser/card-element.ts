import type { CardElement, DomElement, DomInput, Json, Listener, StandInWindow, StripeJsError } from './dom.js';

/**
 * The card Element: plain inputs for number, MM / YY, CVC and ZIP (`data-testid` `card-number`,
 * `card-expiry`, `card-cvc`, `card-postal`) instead of Stripe's iframe, so browser tests can type
 * into them. Reports `change` events like Stripe's (`complete`, `empty`, `error`, `brand`) and keeps
 * Stripe's `StripeElement--*` classes on the mount point. Runs in the browser: self-contained.
 */
export function createCardElement(win: StandInWindow, options: Json, onDestroy: () => void): CardElement {
  const doc = win.document;
  const digits = (value: string) => value.replace(/\D/g, '');
  const brandOf = (number: string): string => {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    if (/^35/.test(number)) return 'jcb';
    if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
    if (/^62/.test(number)) return 'unionpay';
    return 'unknown';
  };
  const luhn = (number: string): boolean => {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  };
  const parseExpiry = (value: string): { month: number; year: number } | null => {
    const parts = value.includes('/') ? value.split('/').map(digits) : [digits(value).slice(0, 2), digits(value).slice(2)];
    if (parts.length !== 2 || !parts[0] || parts[1].length < 2) return null;
    const year = Number(parts[1]);
    return { month: Number(parts[0]), year: year < 100 ? 2000 + year : year };
  };
  const validationError = (code: string, message: string): StripeJsError => ({ type: 'validation_error', code, message });
  const listeners = new Map<string, Listener[]>();
  let container: DomElement | null = null;
  let wrapper: DomElement | null = null;
  let ready = false;
  let destroyed = false;
  let focused = false;
  let current: Json = { ...options };
  const inputs: Record<'number' | 'expiry' | 'cvc' | 'postal', DomInput | null> = {
    number: null,
    expiry: null,
    cvc: null,
    postal: null,
  };
  const values = { number: '', expiry: '', cvc: '', postal: String((current.value as Json | undefined)?.postalCode ?? '') };

  const emit = (event: string, payload?: unknown) => {
    for (const handler of [...(listeners.get(event) ?? [])]) handler(payload);
  };
  const status = () => {
    const number = digits(values.number);
    const expiry = parseExpiry(values.expiry);
    const cvc = digits(values.cvc);
    const brand = brandOf(number);
    const numberLength = brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
    const now = new Date();
    let error: StripeJsError | undefined;
    if (number.length >= numberLength && !luhn(number)) error = validationError('invalid_number', 'Your card number is invalid.');
    else if (expiry && (expiry.month < 1 || expiry.month > 12))
      error = validationError('invalid_expiry_month', "Your card's expiration date is incomplete.");
    else if (
      expiry &&
      (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1))
    ) {
      error = validationError('invalid_expiry_year_past', "Your card's expiration year is in the past.");
    }
    const needsPostal = current.hidePostalCode !== true;
    const complete =
      !error &&
      number.length >= numberLength &&
      luhn(number) &&
      expiry !== null &&
      cvc.length >= 3 &&
      (!needsPostal || values.postal.trim() !== '');
    const empty = !number && !values.expiry && !cvc && (!needsPostal || !values.postal);
    return { elementType: 'card', empty, complete, error, brand, value: { postalCode: values.postal } };
  };
  const reflect = () => {
    const now = status();
    if (!container) return now;
    container.classList.toggle('StripeElement--empty', now.empty);
    container.classList.toggle('StripeElement--complete', now.complete);
    container.classList.toggle('StripeElement--invalid', Boolean(now.error));
    container.classList.toggle('StripeElement--focus', focused);
    return now;
  };
  const makeInput = (field: keyof typeof inputs, placeholder: string, testId: string, autocomplete: string, flex: string) => {
    const input = doc.createElement('input');
    input.type = 'text';
    input.name = `card-${field}`;
    input.placeholder = placeholder;
    input.autocomplete = autocomplete;
    input.inputMode = field === 'postal' ? 'text' : 'numeric';
    input.value = values[field];
    input.disabled = current.disabled === true;
    input.setAttribute('data-testid', testId);
    input.setAttribute('aria-label', placeholder);
    input.style.cssText = `flex:${flex};min-width:0;border:0;outline:none;font:inherit;background:transparent;padding:4px`;
    input.addEventListener('input', () => {
      values[field] = input.value;
      emit('change', reflect());
    });
    input.addEventListener('focus', () => {
      if (!focused) emit('focus', { elementType: 'card' });
      focused = true;
      reflect();
    });
    input.addEventListener('blur', () => {
      // Moving between the card's own inputs is not a blur of the element.
      win.setTimeout(() => {
        if (wrapper && wrapper.contains(doc.activeElement as DomElement | null)) return;
        if (focused) emit('blur', { elementType: 'card' });
        focused = false;
        reflect();
      }, 0);
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') emit('escape', { elementType: 'card' });
    });
    inputs[field] = input;
    return input;
  };

  const element: CardElement = {
    mount(target) {
      if (destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
      const node = typeof target === 'string' ? doc.querySelector(target) : target;
      if (!node)
        throw new Error(
          `The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`,
        );
      if (wrapper) element.unmount();
      container = node;
      container.classList.add('StripeElement');
      wrapper = doc.createElement('div');
      wrapper.setAttribute('data-testid', 'stripe-card-element');
      wrapper.style.cssText = 'display:flex;gap:4px;align-items:center';
      wrapper.appendChild(makeInput('number', 'Card number', 'card-number', 'cc-number', '3'));
      wrapper.appendChild(makeInput('expiry', 'MM / YY', 'card-expiry', 'cc-exp', '1.2'));
      wrapper.appendChild(makeInput('cvc', 'CVC', 'card-cvc', 'cc-csc', '1'));
      if (current.hidePostalCode !== true) wrapper.appendChild(makeInput('postal', 'ZIP', 'card-postal', 'postal-code', '1.2'));
      container.appendChild(wrapper);
      reflect();
      // Stripe.js reports `ready` once its iframe loaded: always after mount returns.
      win.setTimeout(() => {
        ready = true;
        emit('ready', element);
      }, 0);
    },
    unmount() {
      wrapper?.remove();
      container?.classList.remove(
        'StripeElement',
        'StripeElement--empty',
        'StripeElement--complete',
        'StripeElement--invalid',
        'StripeElement--focus',
      );
      wrapper = null;
      container = null;
      ready = false;
    },
    destroy() {
      element.unmount();
      destroyed = true;
      listeners.clear();
      onDestroy();
    },
    on(event, handler) {
      listeners.set(event, [...(listeners.get(event) ?? []), handler]);
      // A `ready` listener added after the element became ready still hears about it.
      if (event === 'ready' && ready) win.setTimeout(() => handler(element), 0);
      return element;
    },
    once(event, handler) {
      const wrapped: Listener = (payload) => {
        element.off(event, wrapped);
        handler(payload);
      };
      return element.on(event, wrapped);
    },
    off(event, handler) {
      listeners.set(event, handler ? (listeners.get(event) ?? []).filter((candidate) => candidate !== handler) : []);
      return element;
    },
    update(changes) {
      const hadPostal = current.hidePostalCode !== true;
      current = { ...current, ...changes };
      for (const input of Object.values(inputs)) if (input) input.disabled = current.disabled === true;
      if (container && hadPostal !== (current.hidePostalCode !== true)) element.mount(container);
    },
    focus() {
      inputs.number?.focus();
    },
    blur() {
      for (const input of Object.values(inputs)) input?.blur();
    },
    clear() {
      values.number = values.expiry = values.cvc = values.postal = '';
      for (const input of Object.values(inputs)) if (input) input.value = '';
      emit('change', reflect());
    },
    collapse() {},
    _card() {
      const now = status();
      if (now.error) return { error: now.error };
      const number = digits(values.number);
      const expiry = parseExpiry(values.expiry);
      if (!number) return { error: validationError('incomplete_number', 'Your card number is incomplete.') };
      if (!expiry) return { error: validationError('incomplete_expiry', "Your card's expiration date is incomplete.") };
      if (digits(values.cvc).length < 3)
        return { error: validationError('incomplete_cvc', "Your card's security code is incomplete.") };
      if (current.hidePostalCode !== true && !values.postal.trim()) {
        return { error: validationError('incomplete_zip', 'Your postal code is incomplete.') };
      }
      return {
        card: { number, exp_month: expiry.month, exp_year: expiry.year, cvc: digits(values.cvc) },
        postalCode: values.postal.trim(),
      };
    },
  };
  return element;
}
