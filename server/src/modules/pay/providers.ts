/** The payment providers the club has integrations for; each signs its callbacks with its own secret. */
export const PROVIDERS = ['dzd', 'egp', 'revolut', 'tron'] as const;
export type Provider = (typeof PROVIDERS)[number];
