import Dialog from 'antd-mobile/es/components/dialog';
import { closeOnRouteChange } from './route-overlays';

/**
 * antd-mobile's Dialog, the app's only way to it: its imperative dialogs (confirm, alert) render in
 * a root of their own, so they are closed here when the route changes (lib/route-overlays.ts).
 */
closeOnRouteChange(() => Dialog.clear());

export { Dialog };
