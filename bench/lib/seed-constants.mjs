export const FUND_PASSWORD = 'bench-fund-password';
