/** The messages module's public surface: member messages, and the notices the platform sends on its own. */
export { MEMBER_NOTICES, sendMemberNotice, type MemberNotice } from './member-notices.js';
export { messagesAdminRoutes } from './messages-admin-routes.js';
export { messagesRoutes } from './messages-routes.js';
export { createMessagesService, type MessagesService } from './messages-service.js';
export { messagesSettings } from './messages-settings.js';
