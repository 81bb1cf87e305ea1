/** Identity verification (docs/member-care.md): `identity_verifications` is queried nowhere else. */
export { createVerificationService, reviewVerification } from './verification-service.js';
export { latestVerification } from './verification-repository.js';
export { verificationRoutes } from './verification-routes.js';
export { verificationAdminRoutes } from './verification-admin-routes.js';
