/** The messages module's public surface: member messages, and the notices the platform sends on its own. */
export { memberNoticeSender, type SendMemberNotice } from './member-notices.js';
export { messagesAdminRoutes } from './messages-admin-routes.js';
export { messagesRoutes } from './messages-routes.js';
export { createMessagesService } from './messages-service.js';
export { messagesSettings } from './messages-settings.js';
export { sendTemplatedMessage, smsText, templateSettings } from './message-templates.js';
export { subscribeMessageNotices } from './message-notices.js';
export { createSmsNotices, type SmsNotices } from './sms-notices.js';
