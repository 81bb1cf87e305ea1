import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money moves only after the operator has read what will happen and said yes a second time: the
 * form validates first, then this dialog states the amount and the member.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (title: ReactNode, content: ReactNode, options: { danger?: boolean } = {}) =>
    new Promise<boolean>((resolve) => {
      void modal.confirm({
        title,
        content,
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: options.danger ?? false },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
