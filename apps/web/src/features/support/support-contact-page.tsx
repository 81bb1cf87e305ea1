import type { SupportTopic } from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { TextField } from '@/components/text-field';
import { paths, withQuery } from '@/config/paths';
import { api } from '@/lib/api/api';
import { OtherChannels } from './other-channels';
import { topicOf } from './topic-of';
import { TopicPicker } from './topic-picker';
import { MessageField } from './message-field';
import '@/components/member-care.css';

type FieldName = 'phone' | 'password' | 'text';

/**
 * Customer service for someone who cannot log in (a banned account; docs/member-care.md): the
 * operator's own channels, and a message proved by the account's phone and password that waits in
 * the support queue. The answer is read in the app once the member can log in again.
 */
export default function SupportContactPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [phone, setPhone] = useState(search.get('phone') ?? '');
  const [password, setPassword] = useState('');
  const [topic, setTopic] = useState<SupportTopic>(topicOf(search.get('topic')) ?? 'account');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const channels = useQuery({
    queryKey: ['support', 'channels'],
    queryFn: () => api.call('supportChannels', {}, { quiet: true }),
  });
  const send = useMutation({
    mutationFn: () => api.call('supportContact', { phone: phone.trim(), password, topic, text: text.trim() }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {};
    if (!phone.trim()) next.phone = t('common.required');
    if (!password) next.password = t('common.required');
    if (!text.trim()) next.text = t('common.required');
    setErrors(next);
    if (Object.keys(next).length === 0) send.mutate();
  };

  return (
    <Page title="supportContact">
      {send.isSuccess ? (
        <p className="care-support-link" role="status" data-testid="contact-sent">
          {t('care.contactSent')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="care-support-link">{t('care.contactIntro')}</p>
          <List mode="card">
            <TextField
              id="contact-phone"
              label={t('auth.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              value={phone}
              onChange={setPhone}
              error={errors.phone}
            />
            <TextField
              id="contact-password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
            <TopicPicker value={topic} onChange={setTopic} />
            <MessageField
              id="contact-text"
              label={t('care.message')}
              value={text}
              onChange={setText}
              invalid={Boolean(errors.text)}
            />
          </List>
          <FormActions label={t('care.send')} loading={send.isPending}>
            <Link to={withQuery(paths.login, phone.trim() ? { phone: phone.trim() } : {})}>
              {t('care.backToLogin')}
            </Link>
          </FormActions>
        </form>
      )}
      <OtherChannels url={channels.data?.url ?? ''} chat={channels.data?.chat ?? ''} />
    </Page>
  );
}
