import { ERROR_TOAST_MS, TOAST_MS } from '@cloudmine/api';
import type Toast from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { closeOnRouteChange } from './route-overlays';

type ToastApi = typeof Toast;

let loading: Promise<ToastApi> | null = null;

/**
 * The toast on screen (antd-mobile shows one at a time) and whether it belongs to its page: such a
 * toast closes when the route changes (lib/route-overlays.ts). A success the app follows with a
 * navigation of its own (Saved, then back) announces that navigation and stays its 2 s.
 */
let current: { close: () => void; pageBound: boolean } | null = null;

/**
 * antd-mobile's Toast, loaded on the first toast: its overlay and animation code is not needed to
 * show the first page (docs/web-app.md, bundle budget).
 */
function toastApi(): Promise<ToastApi> {
  loading ??= import('antd-mobile/es/components/toast').then(({ default: api }) => {
    api.config({ duration: TOAST_MS });
    closeOnRouteChange(() => {
      if (current?.pageBound) current.close();
      current = null;
    });
    return api;
  });
  return loading;
}

function show(props: ToastShowProps, pageBound = true): void {
  void toastApi().then((Toast) => {
    current = { close: Toast.show(props).close, pageBound };
  });
}

/** A failure (SPEC §8): 3 s with the failure icon. */
export function showFailure(text: string): void {
  show({ icon: 'fail', content: text, duration: ERROR_TOAST_MS });
}

/**
 * A success; the default 2 s. `acrossNavigation` when the app moves on to another page right after
 * (the toast then tells what the navigation is about, and is not closed by it).
 */
export function showSuccess(text: string, options: { acrossNavigation?: boolean } = {}): void {
  show({ icon: 'success', content: text }, !options.acrossNavigation);
}

/** Plain information; the default 2 s. */
export function showInfo(text: string): void {
  show({ content: text });
}

/**
 * A failure whose text sends the member somewhere (e.g. "contact customer service"): a dialog with
 * that action, loaded on first use like the toast.
 */
export function showFailureWithAction(text: string, actionText: string, onAction: () => void): void {
  void import('./dialog').then(({ Dialog }) => {
    Dialog.show({
      content: text,
      closeOnMaskClick: true,
      closeOnAction: true,
      actions: [{ key: 'action', text: actionText, bold: true, onClick: onAction }],
    });
  });
}
