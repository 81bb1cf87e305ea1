import { z } from 'zod';
import { setting } from '../../platform/settings/settings.js';

export const contentSettings = {
  'app.download_url': setting(
    z.union([z.literal(''), z.url()]),
    '',
    'Where the app can be downloaded; empty hides the download link on Home',
  ),
  'funds.open': setting(
    z.boolean(),
    false,
    'Whether the funds feature is open: the Funds tab is hidden until it is',
  ),
};
