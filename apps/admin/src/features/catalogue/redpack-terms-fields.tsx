import { Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '@/lib/format';

/** Terms shared by one code and a generated batch: budget or count, amount per claim, window, VIP. */
export function RedpackTermsFields() {
  const { t } = useTranslation();
  const required = { required: true, message: t('validation.required') };
  const optionalAmount = {
    validator: (rule: unknown, value: unknown) =>
      value ? decimalRule(t('validation.amount')).validator(rule, value) : Promise.resolve(),
  };
  return (
    <>
      <Space wrap>
        <Form.Item name="totalAmount" label={t('redpacks.totalAmount')} rules={[optionalAmount]}>
          <Input placeholder="100.00" />
        </Form.Item>
        <Form.Item name="totalCount" label={t('redpacks.totalCount')}>
          <InputNumber min={1} max={10_000_000} precision={0} />
        </Form.Item>
        <Form.Item
          name="perClaimMin"
          label={t('redpacks.perClaimMin')}
          rules={[required, decimalRule(t('validation.amount'))]}
        >
          <Input placeholder="1.00" />
        </Form.Item>
        <Form.Item
          name="perClaimMax"
          label={t('redpacks.perClaimMax')}
          dependencies={['perClaimMin']}
          rules={[required, decimalRule(t('validation.amount'))]}
        >
          <Input placeholder="5.00" />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="startsAt" label={t('redpacks.startsAt')} extra={t('redpacks.startsAtHint')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="endsAt" label={t('redpacks.endsAt')} rules={[required]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="minVipLevel" label={t('catalogue.vip')}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
      </Space>
    </>
  );
}
