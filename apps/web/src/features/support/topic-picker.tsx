import { SUPPORT_TOPICS, type SupportTopic } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from '@/lib/i18n/use-translation';

/** What the conversation is about, as one row of a form. */
export function TopicPicker({
  value,
  onChange,
}: {
  value: SupportTopic;
  onChange: (topic: SupportTopic) => void;
}) {
  const { t } = useTranslation();
  return (
    <List.Item title={t('care.topicLabel')}>
      <Selector
        columns={3}
        value={[value]}
        onChange={(picked) => {
          const [first] = picked;
          if (first) onChange(first);
        }}
        options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`care.topic.${topic}`) }))}
      />
    </List.Item>
  );
}
