import { z } from 'zod';
import { setting, settingsOf } from '../../platform/settings/settings.js';

export const contentSettings = settingsOf('content', {
  'app.download_url': setting(z.union([z.literal(''), z.url()]), '', 'url'),
  'funds.open': setting(z.boolean(), false, 'boolean'),
});
