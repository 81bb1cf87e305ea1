import { ERROR_TOAST_MS, TOAST_MS } from '@cloudmine/api';
import type Toast from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

type ToastApi = typeof Toast;

let loading: Promise<ToastApi> | null = null;

/**
 * antd-mobile's Toast, loaded on the first toast: its overlay and animation code is not needed to
 * show the first page (docs/web-app.md, bundle budget).
 */
function toastApi(): Promise<ToastApi> {
  loading ??= import('antd-mobile/es/components/toast').then(({ default: api }) => {
    api.config({ duration: TOAST_MS });
    return api;
  });
  return loading;
}

function show(props: ToastShowProps): void {
  void toastApi().then((Toast) => Toast.show(props));
}

/** A failure (SPEC §8): 3 s with the failure icon. */
export function showFailure(text: string): void {
  show({ icon: 'fail', content: text, duration: ERROR_TOAST_MS });
}

/** A success; the default 2 s. */
export function showSuccess(text: string): void {
  show({ icon: 'success', content: text });
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
  void import('antd-mobile/es/components/dialog').then(({ default: Dialog }) => {
    Dialog.show({
      content: text,
      closeOnMaskClick: true,
      closeOnAction: true,
      actions: [{ key: 'action', text: actionText, bold: true, onClick: onAction }],
    });
  });
}
