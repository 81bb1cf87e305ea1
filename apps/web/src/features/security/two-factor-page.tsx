import Button from 'antd-mobile/es/components/button';
import { Dialog } from '@/lib/dialog';
import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/state-views';
import { TextField } from '@/components/text-field';
import { api } from '@/lib/api/api';
import { showSuccess } from '@/lib/toast';
import { securityKeys, twoFactorStatusQuery } from './security-queries';
import './security.css';

type Setup = { secret: string; uri: string; qrDataUrl: string };

/** The recovery codes, shown once: the member is asked to keep them before leaving. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="page-note" role="note">
        {t('security.recoveryCodesHint')}
      </p>
      <ul className="security-codes" aria-label={t('security.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="security-actions">
        <Button block color="primary" onClick={onDone}>
          {t('security.savedCodes')}
        </Button>
      </div>
    </>
  );
}

function Enable({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const start = useMutation({ mutationFn: () => api.call('twoFactorSetup', {}), onSuccess: setSetup });
  const enable = useMutation({
    mutationFn: () => api.call('twoFactorEnable', { code: code.trim() }),
    onSuccess: (data) => onEnabled(data.recoveryCodes),
  });

  if (!setup) {
    return (
      <>
        <p className="page-note" role="note">
          {t('security.twoFactorIntro')}
        </p>
        <div className="security-actions">
          <Button block color="primary" loading={start.isPending} onClick={() => start.mutate()}>
            {t('security.turnOn')}
          </Button>
        </div>
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = /^\d{6}$/.test(code.trim()) ? undefined : t('api.two_factor_wrong');
    setError(problem);
    if (!problem) enable.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="page-note" role="note">
        {t('security.scanHint')}
      </p>
      <img className="security-qr" src={setup.qrDataUrl} alt={t('security.qrAlt')} />
      <p className="security-secret" data-testid="totp-secret">
        {setup.secret}
      </p>
      <List mode="card" className="security-list">
        <TextField
          id="totp-confirm"
          label={t('security.totpCode')}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
        />
      </List>
      <FormActions label={t('security.confirmTurnOn')} loading={enable.isPending} />
    </form>
  );
}

function Disable({ recoveryCodesLeft, onDisabled }: { recoveryCodesLeft: number; onDisabled: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const disable = useMutation({
    mutationFn: () => api.call('twoFactorDisable', { code: code.trim() }),
    onSuccess: onDisabled,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const go = await Dialog.confirm({
      content: t('security.turnOffConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (go) disable.mutate();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="page-note" role="status">
        {t('security.twoFactorOn', { count: recoveryCodesLeft })}
      </p>
      <List mode="card" className="security-list">
        <TextField
          id="totp-disable"
          label={t('security.totpCode')}
          autoComplete="one-time-code"
          maxLength={11}
          value={code}
          onChange={setCode}
          placeholder={t('security.totpPlaceholder')}
        />
      </List>
      <FormActions label={t('security.turnOff')} loading={disable.isPending} />
    </form>
  );
}

/** Two-step verification: turn the authenticator on (QR, confirm, recovery codes) or off. */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery());
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <LoadingState />;
  } else if (status.isError) {
    body = <ErrorState onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <Disable
        recoveryCodesLeft={status.data.recoveryCodesLeft}
        onDisabled={() => {
          showSuccess(t('security.turnedOff'));
          void refresh();
        }}
      />
    );
  } else {
    body = (
      <Enable
        onEnabled={(recoveryCodes) => {
          showSuccess(t('security.turnedOn'));
          setCodes(recoveryCodes);
          void refresh();
        }}
      />
    );
  }
  return <Page title="twoFactor">{body}</Page>;
}
