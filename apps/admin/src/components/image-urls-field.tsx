import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { linesOf } from '@/lib/lines';

const IMAGE_URL = /^(\/|https:\/\/)\S+$/;

/** Image addresses, one a line: site paths (`/images/…`) or https URLs, at most ten. */
export function ImageUrlsField({ name = 'imageText' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('catalogue.imageUrls')}
      extra={t('catalogue.imageUrlsHint')}
      rules={[
        {
          validator: (_rule, value: unknown) => {
            const lines = linesOf(typeof value === 'string' ? value : '');
            const ok =
              lines.length <= 10 && lines.every((line) => IMAGE_URL.test(line) && line.length <= 500);
            return ok ? Promise.resolve() : Promise.reject(new Error(t('validation.imageUrls')));
          },
        },
      ]}
    >
      <Input.TextArea rows={2} placeholder="/images/machine.png" />
    </Form.Item>
  );
}
