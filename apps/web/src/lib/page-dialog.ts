import AntdDialog, { type DialogProps } from 'antd-mobile/es/components/dialog';
import type { FC } from 'react';

/**
 * antd-mobile's Dialog as a component, for a dialog a page controls itself: it is rendered inside
 * the page, so it leaves with it. Questions and notices go through lib/dialog.tsx.
 */
export const PageDialog: FC<DialogProps> = AntdDialog;
