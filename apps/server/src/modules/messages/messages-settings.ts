import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const messagesSettings = settingsOf('messages', {
  'customer_service.url': setting(z.union([z.literal(''), z.url({ protocol: /^https?$/ })]), '', 'url'),
  'customer_service.chat': setting(z.string().trim().max(200), '', 'text'),
});
