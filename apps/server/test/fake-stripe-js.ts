/**
 * The browser half of the Stripe fake (decision 057): a stand-in for Stripe.js, served by `fake-stripe.ts` at
 * `/v3/stripe.js`, implementing only what the portal's payment form uses:
 * - `Stripe(publishableKey)` → `elements({ locale })` → `create('card', { hidePostalCode })` → `mount(target)`,
 *   `on('change', handler)`, `unmount()`, `destroy()`, `focus()`;
 * - `createPaymentMethod({ type: 'card', card: element, billing_details })` and
 *   `createPaymentMethod({ type: 'us_bank_account', us_bank_account, billing_details })`, which post to the fake's
 *   `/v1/payment_methods` with the publishable key in the form body (as Stripe.js does) and answer
 *   `{ paymentMethod }` or `{ error }`.
 *
 * Real Stripe.js draws the card fields inside its own frame; the fake draws three plain inputs, labelled as Stripe's
 * are ('Credit or debit card number', '… expiration date', '… CVC'), so a journey fills them by label. An
 * incomplete card is refused in the browser with Stripe's `validation_error` codes (`incomplete_number`,
 * `incomplete_expiry`, `incomplete_cvc`) and messages; a wrong number (Luhn) is reported by the change event as
 * `invalid_number`. The script's own origin is the API it calls.
 */
export const fakeStripeJsSource = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var apiBase = script && script.src ? new URL(script.src).origin : '';
  var messages = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    incomplete_cvc: "Your card's security code is incomplete."
  };
  function digits(value) { return String(value || '').replace(/\D/g, ''); }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return number.length >= 13 && sum % 10 === 0;
  }
  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^6011|^65/.test(number)) return 'discover';
    return 'unknown';
  }
  function problem(code) { return { type: 'validation_error', code: code, message: messages[code] }; }

  function createCardElement() {
    var handlers = { change: [], ready: [], focus: [], blur: [] };
    var root = null;
    var inputs = null;
    function state() {
      var number = digits(inputs.number.value);
      var expiry = digits(inputs.expiry.value);
      var cvc = digits(inputs.cvc.value);
      var month = Number(expiry.slice(0, 2));
      var year = 2000 + Number(expiry.slice(2, 4));
      var now = new Date();
      var numberFull = number.length >= (brandOf(number) === 'amex' ? 15 : 16);
      var error;
      if (numberFull && !luhn(number)) error = problem('invalid_number');
      else if (expiry.length === 4 && (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)))
        error = problem('invalid_expiry_year_past');
      var firstMissing = !numberFull ? 'incomplete_number' : expiry.length < 4 || month < 1 || month > 12 ? 'incomplete_expiry' : cvc.length < 3 ? 'incomplete_cvc' : null;
      return {
        number: number, month: month, year: year, cvc: cvc,
        empty: number === '' && expiry === '' && cvc === '',
        complete: !error && !firstMissing,
        brand: number ? brandOf(number) : 'unknown',
        error: error,
        firstMissing: firstMissing
      };
    }
    function emit(name, event) { handlers[name].forEach(function (h) { h(event); }); }
    function changed() {
      var s = state();
      emit('change', { elementType: 'card', empty: s.empty, complete: s.complete, brand: s.brand, value: {}, error: s.error });
    }
    function input(label, autocomplete, maxLength) {
      var el = document.createElement('input');
      el.setAttribute('aria-label', label);
      el.setAttribute('autocomplete', autocomplete);
      el.setAttribute('inputmode', 'numeric');
      el.maxLength = maxLength;
      el.style.cssText = 'border:0;outline:0;font:inherit;min-width:0;flex:1;background:transparent';
      el.addEventListener('input', changed);
      el.addEventListener('focus', function () { emit('focus', { elementType: 'card' }); });
      el.addEventListener('blur', function () { emit('blur', { elementType: 'card' }); });
      return el;
    }
    var element = {
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
        root = document.createElement('div');
        root.setAttribute('data-fake-stripe', 'card');
        root.style.cssText = 'display:flex;gap:8px';
        inputs = {
          number: input('Credit or debit card number', 'cc-number', 23),
          expiry: input('Credit or debit card expiration date', 'cc-exp', 7),
          cvc: input('Credit or debit card CVC/CVV', 'cc-csc', 4)
        };
        inputs.number.placeholder = 'Card number';
        inputs.expiry.placeholder = 'MM / YY';
        inputs.cvc.placeholder = 'CVC';
        root.appendChild(inputs.number);
        root.appendChild(inputs.expiry);
        root.appendChild(inputs.cvc);
        host.appendChild(root);
        setTimeout(function () { emit('ready', { elementType: 'card' }); }, 0);
      },
      unmount: function () { if (root && root.parentNode) root.parentNode.removeChild(root); },
      destroy: function () { element.unmount(); root = null; inputs = null; },
      clear: function () { if (inputs) { inputs.number.value = ''; inputs.expiry.value = ''; inputs.cvc.value = ''; changed(); } },
      focus: function () { if (inputs) inputs.number.focus(); },
      blur: function () { if (inputs) inputs.number.blur(); },
      update: function () {},
      on: function (name, handler) { if (handlers[name]) handlers[name].push(handler); return element; },
      off: function (name, handler) {
        if (handlers[name]) handlers[name] = handlers[name].filter(function (h) { return h !== handler; });
        return element;
      },
      _state: function () { return inputs ? state() : null; }
    };
    return element;
  }

  function post(key, fields) {
    var body = new URLSearchParams(fields);
    body.set('key', key);
    return fetch(apiBase + '/v1/payment_methods', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString()
    }).then(function (response) {
      return response.json().then(function (json) {
        return response.ok ? { paymentMethod: json } : { error: json.error || { type: 'api_error', message: 'Unknown error' } };
      });
    }, function () {
      return { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
    });
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) throw new Error('Invalid API Key provided.');
    return {
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The fake Stripe.js only has the card Element.');
            return createCardElement();
          }
        };
      },
      createPaymentMethod: function (data) {
        var billing = (data && data.billing_details) || {};
        var fields = {};
        if (billing.name) fields['billing_details[name]'] = billing.name;
        if (data.type === 'card') {
          var s = data.card && data.card._state ? data.card._state() : null;
          if (!s) return Promise.resolve({ error: { type: 'integration_error', message: 'The card Element is not mounted.' } });
          if (s.error) return Promise.resolve({ error: s.error });
          if (s.firstMissing) return Promise.resolve({ error: problem(s.firstMissing) });
          fields.type = 'card';
          fields['card[number]'] = s.number;
          fields['card[exp_month]'] = String(s.month);
          fields['card[exp_year]'] = String(s.year);
          fields['card[cvc]'] = s.cvc;
          return post(key, fields);
        }
        if (data.type === 'us_bank_account') {
          var bank = data.us_bank_account || {};
          fields.type = 'us_bank_account';
          fields['us_bank_account[routing_number]'] = bank.routing_number || '';
          fields['us_bank_account[account_number]'] = bank.account_number || '';
          fields['us_bank_account[account_holder_type]'] = bank.account_holder_type || 'company';
          fields['us_bank_account[account_type]'] = bank.account_type || 'checking';
          return post(key, fields);
        }
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Invalid type' } });
      }
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
