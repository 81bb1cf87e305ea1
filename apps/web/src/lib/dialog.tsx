import AntdDialog, {
  type DialogAlertProps,
  type DialogConfirmProps,
  type DialogShowHandler,
  type DialogShowProps,
} from 'antd-mobile/es/components/dialog';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { closeOnRouteChange } from './route-overlays';

/**
 * antd-mobile's Dialog, the app's only way to it. Its question and notice dialogs (confirm, alert,
 * show) render in a root of their own, outside the page, so leaving the page would not take them
 * along (lib/route-overlays.ts). antd-mobile's own imperative dialogs are taken out of the page on
 * the last frame of their closing animation, a frame a busy or backgrounded page may never draw:
 * an invisible box was then left in the middle of the screen, catching taps on whatever page came
 * next (ant-design-mobile#6815; seen in CI on My after Back). So these dialogs live in roots this
 * module owns: a route change unmounts them at once, and a closing one is unmounted when its
 * animation ends or after CLOSE_LIMIT_MS, whichever comes first.
 */
const CLOSE_LIMIT_MS = 1_000;

const openDialogs = new Set<() => void>();

closeOnRouteChange(() => {
  for (const dismiss of [...openDialogs]) dismiss();
});

function show(props: DialogShowProps): DialogShowHandler {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let closing = false;
  let removed = false;

  const remove = () => {
    if (removed) return;
    removed = true;
    openDialogs.delete(dismiss);
    // Not inside React's own work (afterClose runs from an animation callback): unmount after it.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
    props.afterClose?.();
  };
  const render = (visible: boolean) =>
    root.render(<AntdDialog {...props} visible={visible} onClose={close} afterClose={remove} />);
  function close() {
    if (closing) return;
    closing = true;
    props.onClose?.();
    render(false);
    setTimeout(remove, CLOSE_LIMIT_MS);
  }
  function dismiss() {
    close();
    remove();
  }

  openDialogs.add(dismiss);
  // Drawn closed first, then opened: it animates open as antd-mobile's own dialogs do.
  flushSync(() => render(false));
  render(true);
  return { close };
}

/** A question: true when confirmed, false when cancelled or closed by leaving the page. */
function confirm(props: DialogConfirmProps): Promise<boolean> {
  const { locale } = getDefaultConfig();
  const {
    confirmText = locale.common.confirm,
    cancelText = locale.common.cancel,
    onConfirm,
    onCancel,
  } = props;
  return new Promise((resolve) => {
    show({
      ...props,
      closeOnAction: true,
      onClose: () => {
        props.onClose?.();
        resolve(false);
      },
      actions: [
        [
          {
            key: 'cancel',
            text: cancelText,
            onClick: async () => {
              await onCancel?.();
              resolve(false);
            },
          },
          {
            key: 'confirm',
            text: confirmText,
            bold: true,
            onClick: async () => {
              await onConfirm?.();
              resolve(true);
            },
          },
        ],
      ],
    });
  });
}

/** A notice with one button; settles when it closes, however it closes. */
function alert(props: DialogAlertProps): Promise<void> {
  const { confirmText = getDefaultConfig().locale.Dialog.ok, onConfirm } = props;
  return new Promise((resolve) => {
    show({
      ...props,
      closeOnAction: true,
      actions: [{ key: 'confirm', text: confirmText }],
      onAction: onConfirm,
      onClose: () => {
        props.onClose?.();
        resolve();
      },
    });
  });
}

export const Dialog = { show, confirm, alert };
