/**
 * The texts the platform sends on its own (operator settings `templates.*`) and the variables each
 * may use. The server refuses a text naming any other variable when it is saved; the console lists
 * them beside the editor and previews the text with the sample values below.
 */
export const TEMPLATE_VARIABLES = {
  'templates.sms.code': ['code', 'minutes'],
  'templates.sms.withdrawal_paid': ['amount'],
  'templates.sms.withdrawal_rejected': ['amount', 'reason'],
  'templates.sms.password_changed': [],
  'templates.message.withdrawal_paid': ['amount'],
  'templates.message.withdrawal_rejected': ['amount', 'reason'],
  'templates.message.recharge_credited': ['amount'],
  // Account-security notices: told so that a change the member did not make is noticed.
  'templates.message.login_password_changed': [],
  'templates.message.fund_password_changed': [],
  'templates.message.payout_account_bound': [],
  'templates.message.payout_account_changed': [],
  'templates.message.payout_account_deleted': [],
  'templates.message.two_factor_enabled': [],
  'templates.message.two_factor_disabled': [],
} as const satisfies Record<string, readonly TemplateVariable[]>;

export type TemplateKey = keyof typeof TEMPLATE_VARIABLES;
export type TemplateVariable = 'code' | 'minutes' | 'amount' | 'reason';

/** What a preview fills in for each variable. */
export const TEMPLATE_SAMPLES: Record<TemplateVariable, string> = {
  code: '123456',
  minutes: '5',
  amount: '50.00',
  reason: '…',
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

export function isTemplateKey(key: string): key is TemplateKey {
  return Object.hasOwn(TEMPLATE_VARIABLES, key);
}

/** The placeholders of a text that are not in `allowed`. */
export function unknownVariables(text: string, allowed: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !allowed.includes(name));
}

/** A text with its `{name}` variables filled in; an unknown one is left as written. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
