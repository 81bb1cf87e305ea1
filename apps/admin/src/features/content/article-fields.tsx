import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A title and body per language; English is required, the others may stay empty. */
export function ArticleFields() {
  const { t } = useTranslation();
  return (
    <>
      {(['en', 'zh', 'bd'] as const).map((language) => (
        <div key={language}>
          <Form.Item
            name={['texts', language, 'title']}
            label={`${t('content.articleTitle')} (${t(`languages.${language}`)})`}
            rules={[
              { required: language === 'en', whitespace: true, message: t('validation.required') },
              { max: 120, message: t('validation.maxLength', { max: 120 }) },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name={['texts', language, 'content']}
            label={`${t('content.articleBody')} (${t(`languages.${language}`)})`}
            rules={[
              { required: language === 'en', whitespace: true, message: t('validation.required') },
              { max: 5000, message: t('validation.maxLength', { max: 5000 }) },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </div>
      ))}
    </>
  );
}
