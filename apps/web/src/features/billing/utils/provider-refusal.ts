/**
 * A refusal from the provider's browser script (Stripe.js, decision 057) before anything reached the portal:
 * `message` is ready to show, `field` names the form field it is about (none: it goes above the form).
 */
export class ProviderRefusal extends Error {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'ProviderRefusal';
    this.field = field;
  }
}
