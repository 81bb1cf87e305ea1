import { Form, Modal, type FormInstance } from 'antd';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps<F> {
  title: ReactNode;
  open: boolean;
  /** Values to start from (an edited row, or defaults for a new one). */
  initialValues?: Partial<F>;
  pending: boolean;
  onSubmit: (fields: F) => void;
  onCancel: () => void;
  okText?: ReactNode;
  danger?: boolean;
  width?: number;
  children: ReactNode | ((form: FormInstance<F>) => ReactNode);
}

/** A form in a dialog: validated before anything is sent; the dialog stays open until the call answers. */
export function FormModal<F extends object>(props: FormModalProps<F>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<F>();
  // Field ids derive from the form's name: without one, two dialogs with a `reason` field would
  // share an id and a label could point into the other (hidden) dialog.
  const formName = `form${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const { open, initialValues } = props;
  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [open, initialValues, form]);
  return (
    <Modal
      title={props.title}
      open={open}
      width={props.width ?? 640}
      okText={props.okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: props.danger ?? false }}
      confirmLoading={props.pending}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
    >
      <Form<F> form={form} name={formName} layout="vertical" onFinish={props.onSubmit} preserve={false}>
        {typeof props.children === 'function' ? props.children(form) : props.children}
      </Form>
    </Modal>
  );
}
