/** Uploaded files (docs/member-care.md): `uploads` is queried nowhere else. */
export { createLocalDiskStore, createMemoryStore, type ObjectStore } from './object-store.js';
export { assertUploadsUsable, createUploadsService } from './uploads-service.js';
export { uploadsRoutes } from './uploads-routes.js';
export { shareOperatorUploads } from './uploads-repository.js';
export { uploadsSettings } from './uploads-settings.js';
