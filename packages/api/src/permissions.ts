/**
 * Operator roles and what each may do. The API enforces these on every admin call; the console
 * only hides what a role cannot use.
 */
export const PERMISSIONS = [
  'dashboard.read',
  'members.read',
  'members.manage',
  'money.adjust',
  'finance.review',
  'finance.configure',
  'catalogue.manage',
  'content.manage',
  'settings.manage',
  'operators.manage',
  'audit.read',
  'exports.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  finance: [
    'dashboard.read',
    'members.read',
    'money.adjust',
    'finance.review',
    'finance.configure',
    'audit.read',
    'exports.read',
  ],
  support: ['dashboard.read', 'members.read', 'members.manage', 'audit.read'],
  content: ['dashboard.read', 'catalogue.manage', 'content.manage'],
};

export function roleAllows(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
