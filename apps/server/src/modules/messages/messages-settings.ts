import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const messagesSettings = {
  'customer_service.url': setting(
    z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    '',
    'Web link of customer service (a help desk or chat page); empty hides it',
  ),
  'customer_service.chat': setting(
    z.string().trim().max(200),
    '',
    'Chat address of customer service, e.g. a Telegram or WhatsApp handle; empty hides it',
  ),
};
